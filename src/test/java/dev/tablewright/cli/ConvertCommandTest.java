package dev.tablewright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.formats.ModelFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConvertCommandTest {
    @TempDir
    Path temp;

    private final CliHarness cli = new CliHarness();
    private final java.io.StringWriter out = cli.out;
    private final java.io.StringWriter err = cli.err;

    private int run(String... args) {
        return cli.run(args);
    }

    @Test
    void convert_whenVersion1Model_writesVersion3WithTheSameModel() throws Exception {
        Path source = Path.of("src/test/resources/reference/workbench-models/ddbdp__AnOnlineShop_14.json");
        Path target = temp.resolve("shop.json");

        int exit = run("convert", source.toString(), "--out", target.toString());

        assertThat(exit).isZero();
        assertThat(out.toString()).contains("1 tables");
        assertThat(Files.readString(target)).contains("\"Version\" : \"3.0\"");
        var original = ModelFiles.read(source).model();
        assertThat(ModelFiles.read(target).model()).isEqualTo(original.withMetadata(original.metadata().withVersion("3.0")));
    }

    @Test
    void convert_whenModelBroken_printsOnePositionedLineAndExits1() throws Exception {
        Path broken = temp.resolve("broken.json");
        Files.writeString(broken, "{\"ModelName\": \"M\", \"ModelMetadata\": {}, \"DataModel\": [{}]}");

        int exit = run("convert", broken.toString(), "--out", temp.resolve("x.json").toString());

        assertThat(exit).isEqualTo(1);
        assertThat(err.toString().trim()).isEqualTo("error: " + broken + ":1:55: DataModel[0]: missing \"TableName\"");
        assertThat(temp.resolve("x.json")).doesNotExist();
    }

    @Test
    void convert_whenOutMissing_isAUsageError() {
        int exit = run("convert", "model.json");

        assertThat(exit).isEqualTo(2);
        assertThat(err.toString()).contains("Missing required option: '--out=FILE'");
    }
}
