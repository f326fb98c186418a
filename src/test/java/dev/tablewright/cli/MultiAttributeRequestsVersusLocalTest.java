package dev.tablewright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A CloudFormation template with four GSIs of 1-4 HASH and 1-4 RANGE attributes (S, N and B; ALL,
 * INCLUDE and KEYS_ONLY) goes through {@code import-cfn} and {@code import-items}, then one file of
 * requests (Queries on every index, refused ones among them, Scans, a GetItem) is answered by
 * {@code query --requests} in memory and on the embedded DynamoDB Local 3.3.1: every line must be
 * the same JSON (an object's members compared as a set, since DynamoDB keeps no attribute order).
 */
class MultiAttributeRequestsVersusLocalTest {
    private static final Path IMPORTS = Path.of("src/test/resources/import");
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void requests_whenAnsweredInMemoryAndOnLocal_giveTheSameLines(@TempDir Path dir) throws Exception {
        Path model = dir.resolve("matches.json");
        Path withItems = dir.resolve("matches-items.json");
        assertThat(CliRun.of("import-cfn", IMPORTS.resolve("multi-attribute-gsis.yaml").toString(), "--out",
                model.toString()).exitCode()).isZero();
        CliRun imported = CliRun.of("import-items", model.toString(), "--table", "Matches",
                IMPORTS.resolve("multi-attribute-items.json").toString(), "--out", withItems.toString());
        assertThat(imported.exitCode()).as(imported.err()).isZero();

        String requests = IMPORTS.resolve("multi-attribute-requests.jsonl").toString();
        CliRun memory = CliRun.of("query", withItems.toString(), "--requests", requests, "--engine", "memory");
        CliRun local = CliRun.of("query", withItems.toString(), "--requests", requests, "--engine", "embedded");

        assertThat(memory.exitCode()).as(memory.err()).isZero();
        assertThat(local.exitCode()).as(local.err()).isZero();
        List<JsonNode> mine = lines(memory.out());
        List<JsonNode> theirs = lines(local.out());
        assertThat(mine).hasSize(18);
        for (int i = 0; i < mine.size(); i++) {
            assertThat(mine.get(i)).as("request %d", i + 1).isEqualTo(theirs.get(i));
        }
        assertThat(mine).filteredOn(line -> line.has("Error")).as("refused requests").hasSize(5);
        assertThat(mine).filteredOn(line -> line.path("Count").asInt() > 0).as("requests that find items")
                .hasSizeGreaterThanOrEqualTo(10);
    }

    private static List<JsonNode> lines(String text) throws Exception {
        List<JsonNode> out = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (!line.isBlank()) {
                out.add(JSON.readTree(line));
            }
        }
        return out;
    }
}
