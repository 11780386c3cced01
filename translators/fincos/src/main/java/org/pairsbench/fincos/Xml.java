package org.pairsbench.fincos;

/** Escaping for the XML files the workspace writes by hand (so their layout is stable for golden tests). */
final class Xml {

    private Xml() {
    }

    /** {@code text} as an attribute value in double quotes; line ends kept as character references. */
    static String attribute(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\n' -> out.append("&#10;");
                case '\r' -> out.append("&#13;");
                case '\t' -> out.append("&#9;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    /** {@code text} as element content. */
    static String text(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
