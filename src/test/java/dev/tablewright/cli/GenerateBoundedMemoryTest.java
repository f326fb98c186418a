package dev.tablewright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.app.Launcher;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code generate --format s3-import} in a JVM of its own with a heap far smaller than the keys it
 * writes would fill if they were remembered (200,000 hr-oe Employee keys held in a set take about
 * 50 MB; the heap here is 32 MB, and the earlier generator that remembered them ran out of it):
 * memory does not grow with the count. The files are then read back as DynamoDB's import from S3
 * reads them: gzip, one {@code {"Item": ...}} DynamoDB JSON object per line, every primary key
 * distinct, exactly the count asked for.
 */
class GenerateBoundedMemoryTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int COUNT = 200_000;

    @TempDir
    Path temp;

    @Test
    void generate_whenS3ImportOfManyItemsInASmallHeap_writesEveryItemOnceWithoutRunningOutOfMemory() throws Exception {
        Path folder = temp.resolve("import");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx32m", "-Djava.awt.headless=true", "-Dtablewright.home=" + temp.resolve("home"),
                "-cp", System.getProperty("java.class.path"), Launcher.class.getName(),
                "generate", "models/hr-oe.json", "--facet", "Employee", "--count", Integer.toString(COUNT),
                "--seed", "3", "--format", "s3-import", "--max-file-mb", "4", "--out", folder.toString()));
        String hosts = System.getProperty("jdk.net.hosts.file");
        if (hosts != null) { // the child resolves loopback only, as the tests do
            command.add(1, "-Djdk.net.hosts.file=" + hosts);
        }
        Path err = temp.resolve("err.txt");
        Path out = temp.resolve("out.txt");
        Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        boolean ended = process.waitFor(5, TimeUnit.MINUTES);
        if (!ended) {
            process.destroyForcibly().waitFor();
        }

        String errors = Files.readString(err);
        assertThat(ended).as("generate ends within five minutes; stderr: %s", errors).isTrue();
        assertThat(process.exitValue()).as("exit code; stderr: %s", errors).isZero();
        assertThat(errors).as("stderr").doesNotContain("OutOfMemoryError");
        List<Path> files;
        try (Stream<Path> list = Files.list(folder)) {
            files = list.sorted().toList();
        }
        assertThat(files).as("about 38 MB of text in files of 4 MB").hasSizeGreaterThan(5)
                .allSatisfy(f -> assertThat(f.getFileName().toString()).matches("data-\\d{5}\\.json\\.gz"));
        Set<String> keys = new HashSet<>();
        long lines = 0;
        for (Path file : files) {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(new GZIPInputStream(Files.newInputStream(file)),
                    StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    lines++;
                    JsonNode node = JSON.readTree(line);
                    assertThat(node.fieldNames()).toIterable().as("%s line %d: one Item", file.getFileName(), lines)
                            .containsExactly("Item");
                    Item item = DynamoJson.itemFromJson(node.get("Item"));
                    assertThat(item.get("PK")).as("%s line %d: PK", file.getFileName(), lines).isInstanceOf(AttributeValue.S.class);
                    assertThat(keys.add(item.get("PK") + "\u0000" + item.get("SK")))
                            .as("%s line %d: key %s %s seen once", file.getFileName(), lines, item.get("PK"), item.get("SK"))
                            .isTrue();
                }
            }
        }
        assertThat(lines).as("one line per item").isEqualTo(COUNT);
        assertThat(keys).as("distinct primary keys").hasSize(COUNT);
        assertThat(Files.readString(out)).contains("wrote " + COUNT + " items in " + files.size() + " gzipped DynamoDB JSON files");
    }
}
