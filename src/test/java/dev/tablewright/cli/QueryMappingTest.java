package dev.tablewright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.dynamo.CancelToken;
import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.Deployer;
import dev.tablewright.dynamo.DeployListener;
import dev.tablewright.dynamo.DynamoClients;
import dev.tablewright.dynamo.ExistingTables;
import dev.tablewright.dynamo.LocalDynamoServer;
import dev.tablewright.dynamo.OpenConnection;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.formats.NameMappingJson;
import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.model.NameMapping;
import dev.tablewright.testing.LiveRenames;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code query MODEL --mapping FILE [--check]} against renamed live tables on a DynamoDB Local server. */
class QueryMappingTest {
    private static final Path HR_OE = Path.of("models/hr-oe.json");
    private static final Path GAMING = Path.of("models/gaming.json");
    private static LocalDynamoServer server;
    private static NameMapping mapping;

    @BeforeAll
    static void start() throws Exception {
        server = LocalDynamoServer.start(0, null);
        Model model = ModelFiles.read(HR_OE).model();
        mapping = LiveRenames.mapping(model);
        Model gaming = ModelFiles.read(GAMING).model();
        try (OpenConnection open = DynamoClients.open(new Connection.Endpoint(server.endpoint(), null, null))) {
            new Deployer(open).deploy(LiveRenames.live(model, mapping), ExistingTables.REFUSE, DeployListener.NONE,
                    CancelToken.create());
            new Deployer(open).deploy(LiveRenames.live(gaming, LiveRenames.mapping(gaming)), ExistingTables.REFUSE,
                    DeployListener.NONE, CancelToken.create());
        }
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static Path write(Path dir, NameMapping m) throws Exception {
        Path file = dir.resolve("mapping.json");
        Files.writeString(file, new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(NameMappingJson.write(m)));
        return file;
    }

    /** Each "== pattern" section's items, parsed, by pattern name. */
    private static Map<String, Set<Item>> sections(String out) {
        Map<String, Set<Item>> sections = new LinkedHashMap<>();
        Set<Item> current = null;
        for (String line : out.lines().toList()) {
            if (line.startsWith("== ")) {
                current = new HashSet<>();
                sections.put(line.substring(3), current);
            } else if (current != null && line.startsWith("{")) {
                current.add(DynamoJson.parseItem(line));
            }
        }
        return sections;
    }

    @Test
    void query_whenMappingGiven_printsVerdictsThenEveryPatternWithTheInMemoryItems(@TempDir Path dir) throws Exception {
        Path file = write(dir, mapping);

        DynamoVerbsTest.Run live = DynamoVerbsTest.run("query", HR_OE.toString(), "--engine", "endpoint=" + server.endpoint(),
                "--mapping", file.toString());

        assertThat(live.exit()).as(live.err()).isZero();
        assertThat(live.out().lines().findFirst().orElse("")).endsWith(": 14 of 14 patterns can run");
        Map<String, Set<Item>> sections = sections(live.out());
        assertThat(sections).hasSize(14);
        List<String> names = List.copyOf(sections.keySet());
        for (int i = 0; i < names.size(); i++) {
            DynamoVerbsTest.Run memory = DynamoVerbsTest.run("query", HR_OE.toString(), Integer.toString(i + 1));
            Set<Item> expected = new HashSet<>();
            memory.out().lines().filter(l -> l.startsWith("{")).forEach(l -> expected.add(DynamoJson.parseItem(l)));
            assertThat(sections.get(names.get(i))).as(names.get(i)).isEqualTo(expected);
        }
    }

    @Test
    void query_whenAllPatternsOfAModelWithWrites_runsTheReadsAndSkipsEveryWrite(@TempDir Path dir) throws Exception {
        Model gaming = ModelFiles.read(GAMING).model();
        long writes = gaming.accessPatterns().stream().filter(p -> !p.operation().isRead()).count();

        DynamoVerbsTest.Run run = DynamoVerbsTest.run("query", GAMING.toString(), "--engine", "endpoint=" + server.endpoint(),
                "--mapping", write(dir, LiveRenames.mapping(gaming)).toString());

        assertThat(writes).isPositive();
        assertThat(run.exit()).as(run.out() + run.err()).isZero();
        assertThat(run.out().lines().filter(l -> l.startsWith("skipped: a ") && l.endsWith("name the pattern to run it")))
                .hasSize((int) writes);
        assertThat(run.out()).doesNotContain("error:");
    }

    @Test
    void query_whenCheckAndAnIndexIsMissing_printsOnlyVerdictsAndExits1(@TempDir Path dir) throws Exception {
        NameMapping.TableNames names = mapping.tables().get("HR-OE");
        Map<String, String> indexes = new LinkedHashMap<>(names.indexes());
        indexes.put("GSI2", "ByBucket");
        Path file = write(dir, mapping.with("HR-OE", new NameMapping.TableNames(names.liveName(), indexes, names.attributes())));

        DynamoVerbsTest.Run run = DynamoVerbsTest.run("query", HR_OE.toString(), "--engine", "endpoint=" + server.endpoint(),
                "--mapping", file.toString(), "--check");

        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.out()).contains(": 13 of 14 patterns can run")
                .contains("  CANNOT  5. Show all orders in OPEN status for a date range across all customers: "
                        + "index GSI2 (live ByBucket) missing on table live_hr-oe")
                .doesNotContain("== ");
    }

    @Test
    void query_whenMappingFileIsMalformed_namesTheFileAndTheNode(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bad.json");
        Files.writeString(file, "{\"Tables\": {\"HR-OE\": {\"Indexes\": [\"GSI1\"]}}}");

        DynamoVerbsTest.Run run = DynamoVerbsTest.run("query", HR_OE.toString(), "--engine", "endpoint=" + server.endpoint(),
                "--mapping", file.toString());

        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err().strip()).isEqualTo("error: " + file + ": Tables.HR-OE.Indexes: must be an object");
    }

    @Test
    void query_whenMappingWithTheInMemoryEngine_isAUsageError(@TempDir Path dir) throws Exception {
        DynamoVerbsTest.Run run = DynamoVerbsTest.run("query", HR_OE.toString(), "--mapping", write(dir, mapping).toString());

        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("--mapping and --check need the live tables of a connection");
    }
}
