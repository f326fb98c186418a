package dev.tablewright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.Table;
import dev.tablewright.sample.SampleDataGenerator;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code generate --format s3-import}: the files are read back as DynamoDB's import from S3 reads
 * them (gzip, one {@code {"Item": ...}} DynamoDB JSON object per line), each of bounded size, and
 * hold the items the sample data generator makes with the same seed, each key numbered to stay
 * distinct without remembering keys.
 */
class S3ImportLayoutTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int COUNT = 15_000;

    @TempDir
    Path temp;

    @Test
    void generate_whenS3Import_writesGzippedItemLinesInFilesOfBoundedSize() throws Exception {
        Path folder = temp.resolve("import");

        CliRun s3 = CliRun.of("generate", "models/hr-oe.json", "--facet", "Employee", "--count", Integer.toString(COUNT),
                "--seed", "7", "--format", "s3-import", "--max-file-mb", "1", "--out", folder.toString());

        assertThat(s3.exitCode()).as(s3.err()).isZero();
        List<Path> files;
        try (Stream<Path> list = Files.list(folder)) {
            files = list.sorted().toList();
        }
        assertThat(files).as("several files: 15,000 items are more than 2 MB of text").hasSizeGreaterThan(2)
                .allSatisfy(f -> assertThat(f.getFileName().toString()).matches("data-\\d{5}\\.json\\.gz"));
        List<String> read = new ArrayList<>();
        for (Path file : files) {
            long bytes = 0;
            String longest = "";
            try (BufferedReader in = new BufferedReader(new InputStreamReader(new GZIPInputStream(Files.newInputStream(file)),
                    StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    JsonNode node = JSON.readTree(line);
                    assertThat(node.fieldNames()).toIterable().as("one Item per line").containsExactly("Item");
                    read.add(DynamoJson.write(DynamoJson.itemFromJson(node.get("Item"))));
                    bytes += line.getBytes(StandardCharsets.UTF_8).length + 1;
                    longest = line.length() > longest.length() ? line : longest;
                }
            }
            assertThat(bytes).as("%s: at most 1 MB and one line", file.getFileName())
                    .isLessThanOrEqualTo(1024 * 1024 + longest.getBytes(StandardCharsets.UTF_8).length + 1);
        }
        Table hr = ModelFiles.read(Path.of("models/hr-oe.json")).model().findTable("HR-OE").orElseThrow();
        List<String> expected = new ArrayList<>();
        new SampleDataGenerator(7).numberedItems(hr, hr.findFacet("Employee").orElseThrow(), COUNT)
                .forEachRemaining(item -> expected.add(DynamoJson.write(item)));
        assertThat(read).as("the generator's items with the same seed").containsExactlyElementsOf(expected);
        assertThat(s3.out()).contains("wrote " + COUNT + " items in " + files.size() + " gzipped DynamoDB JSON files");
    }

    @Test
    void generate_whenFolderHoldsFiles_refusesWithoutForceAndReplacesWithIt() throws Exception {
        Path folder = temp.resolve("import");
        String[] args = {"generate", "models/hr-oe.json", "--facet", "Employee", "--count", "20", "--format", "s3-import",
                "--out", folder.toString()};
        assertThat(CliRun.of(args).exitCode()).isZero();
        Files.writeString(folder.resolve("data-00007.json.gz"), "stale");

        CliRun refused = CliRun.of(args);
        String[] forced = Stream.concat(Stream.of(args), Stream.of("--force")).toArray(String[]::new);
        CliRun replaced = CliRun.of(forced);

        assertThat(refused.exitCode()).isEqualTo(2);
        assertThat(refused.err()).contains("already holds 2 data-NNNNN.json.gz files; use --force");
        assertThat(replaced.exitCode()).as(replaced.err()).isZero();
        assertThat(folder.resolve("data-00007.json.gz")).as("no stale file left to import").doesNotExist();
        assertThat(folder.resolve("data-00000.json.gz")).exists();
    }

    @Test
    void exportItems_whenS3Import_writesEveryItemOfTheTableOnce() throws Exception {
        Path folder = temp.resolve("hr");

        CliRun run = CliRun.of("export-items", "models/hr-oe.json", "--table", "HR-OE", "--format", "s3-import",
                "--out", folder.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        List<String> read = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(new GZIPInputStream(
                Files.newInputStream(folder.resolve("data-00000.json.gz"))), StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                read.add(DynamoJson.write(DynamoJson.itemFromJson(JSON.readTree(line).get("Item"))));
            }
        }
        List<String> expected = dev.tablewright.formats.ModelFiles.read(Path.of("models/hr-oe.json")).model()
                .findTable("HR-OE").orElseThrow().allItems().stream().map(DynamoJson::write).toList();
        assertThat(read).containsExactlyElementsOf(expected);
        assertThat(CliRun.of("export-items", "models/hr-oe.json", "--table", "HR-OE", "--format", "s3-import").exitCode())
                .as("a folder is needed").isEqualTo(2);
    }
}
