package dev.tablewright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * An items file that is not UTF-8 text (a few bytes no UTF-8 text holds) ends in one line naming
 * the file and the cause, not the decoder's "Input length = 1".
 */
class BinaryItemsFileTest {
    private static final byte[] NOT_UTF8 = {'{', (byte) 0xC3, 0x28, (byte) 0xFF, (byte) 0xFE, 0x00, '\n'};

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"import-items", "import-csv"})
    void importVerb_whenItemsFileIsBinary_exitsOneNamingTheFile(String verb) throws Exception {
        Path binary = Files.write(dir.resolve("items.bin"), NOT_UTF8);

        CliRun run = CliRun.of(verb, "models/hr-oe.json", binary.toString(), "--table", "HR-OE",
                "--out", dir.resolve("out.json").toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(TablewrightCommand.BAD_INPUT);
        assertThat(run.err().lines().toList()).as("stderr:%n%s", run.err()).hasSize(1);
        assertThat(run.err()).contains(binary.toString()).contains(": not UTF-8 text")
                .doesNotContain("Input length").doesNotContain("Exception");
        assertThat(dir.resolve("out.json")).doesNotExist();
    }
}
