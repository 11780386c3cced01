package org.pairsbench.translator.esper;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.espertech.esper.common.client.EPCompiled;
import com.espertech.esper.compiler.client.CompilerArguments;
import com.espertech.esper.compiler.client.EPCompilerProvider;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The module's generated code stays within what HotSpot compiles. HotSpot leaves a method of more than 8,000 bytes
 * of byte code interpreted (-XX:HugeMethodLimit, with DontCompileHugeMethods on by default); Esper compiles each
 * statement into Java, and a statement doing much (a merge with many clauses, long expressions) can yield such a
 * method. It runs at every period close, so interpreted it would slow the whole run several-fold, with no error:
 * only this test says so.
 */
class EsperModuleByteCodeTest {

    /** HotSpot's default HugeMethodLimit: a method longer than this many bytes is never JIT-compiled. */
    private static final int HUGE_METHOD_LIMIT = 8000;

    @Test
    void noGeneratedMethodIsTooLargeForHotSpotToCompile() throws Exception {
        EPCompiled compiled = EPCompilerProvider.getCompiler()
                .compile(EsperTranslator.module(), new CompilerArguments(EsperEngine.configuration()));

        List<String> huge = new ArrayList<>();
        int methods = 0;
        for (Map.Entry<String, byte[]> generated : compiled.getClasses().entrySet()) {
            for (Map.Entry<String, Integer> method : MethodSizes.of(generated.getValue()).entrySet()) {
                methods++;
                if (method.getValue() > HUGE_METHOD_LIMIT) {
                    huge.add(generated.getKey() + "." + method.getKey() + ": " + method.getValue() + " bytes");
                }
            }
        }

        assertTrue(methods > 0, "no generated method found: the class files were not read");
        assertEquals(List.of(), huge);
    }

    @Test
    void methodSizesReadsTheByteCodeLengthOfAKnownMethod() throws Exception {
        byte[] classFile;
        try (var in = Known.class.getResourceAsStream("EsperModuleByteCodeTest$Known.class")) {
            classFile = in.readAllBytes();
        }

        // iconst_0, ireturn: 2 bytes; the constructor: aload_0, invokespecial #n (3 bytes), return: 5 bytes.
        assertEquals(Map.of("zero()I", 2, "<init>()V", 5), MethodSizes.of(classFile));
    }

    private static final class Known {
        static int zero() {
            return 0;
        }
    }
}
