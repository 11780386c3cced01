package org.pairsbench.gui;

import javafx.scene.Parent;
import javafx.stage.Stage;

/** Opens the kit's secondary windows, each sized to fit a 1366 x 768 screen. */
public final class Windows {

    private Windows() {
    }

    public static Stage open(String title, Parent root, double width, double height) {
        Stage stage = new Stage();
        stage.setTitle(title);
        stage.setScene(Fx.scene(root, width, height));
        stage.show();
        return stage;
    }
}
