package dev.tablewright.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.dynamo.AttributeValues;
import dev.tablewright.dynamo.CancelToken;
import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.DeployListener;
import dev.tablewright.dynamo.Deployer;
import dev.tablewright.dynamo.DynamoClients;
import dev.tablewright.dynamo.ExistingTables;
import dev.tablewright.dynamo.LocalDynamoServer;
import dev.tablewright.dynamo.OpenConnection;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.formats.imports.ModelImports;
import dev.tablewright.model.Item;
import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.engine.request.GetItemRequest;
import dev.tablewright.engine.request.TransactWriteItemsRequest;
import dev.tablewright.patterns.BoundPattern;
import dev.tablewright.patterns.PatternBinder;
import dev.tablewright.patterns.PatternRunner;
import dev.tablewright.patterns.ResultComparison;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The proof of the generated code: each program is run against a DynamoDB Local server holding the
 * shipped models (and the ticket desk's MCP schema, for its transactions) (Java compiled in-process and run with the test's class path, Python with boto3,
 * JavaScript with the SDK v3 under node, the bash script with the AWS CLI and jq) and must print
 * exactly the items the in-memory engine returns for the same pattern and parameters, in the same order.
 */
class GeneratedCodeVersusLocalTest {
    private static final Path HR_OE = Path.of("models/hr-oe.json");
    private static final Path GAMING = Path.of("models/gaming.json");
    private static final Path TOURNAMENTS = Path.of("models/tournaments.json");
    private static final Path TICKETS = Path.of("src/test/resources/imports/mcp-schema/tickets/schema.json");
    private static final Map<String, String> SAVED_PROPERTIES = new HashMap<>();

    @TempDir
    static Path work;

    private static LocalDynamoServer server;
    private static final Map<Path, Model> DEPLOYED = new LinkedHashMap<>();

    /**
     * A pattern run: the options the program is given (parameters, else their defaults), and a
     * page size that makes a paged read follow LastEvaluatedKey through several pages.
     */
    record Case(Path model, int pattern, Map<String, String> params, Integer pageSize) {
        @Override
        public String toString() {
            return model.getFileName() + " pattern " + pattern + (params.isEmpty() ? "" : " " + params)
                    + (pageSize == null ? "" : " pages of " + pageSize);
        }
    }

    /** In the default build: the 15-shard fan-out, and a read over several pages with an argument. */
    static Stream<Case> cases() {
        return Stream.of(
                new Case(HR_OE, 5, Map.of(), null),                          // 15 GSI2 shards in parallel, merged
                new Case(HR_OE, 1, Map.of("employeeId", "E01"), 2));         // an argument, and pages of 2 items
    }

    /**
     * In the default build, in every language: tournaments.json's multi-attribute GSI keys (patterns
     * 5-8), whose LastEvaluatedKey carries every index key attribute besides the table's key.
     */
    static Stream<Case> multiAttributeCases() {
        return Stream.of(
                new Case(TOURNAMENTS, 5, Map.of(), 3),                       // 2 partition-key attributes, pages of 3
                new Case(TOURNAMENTS, 6, Map.of("tournament", "summer-open", "region", "na", "round", "3"), 1),
                // = on a number sort-key attribute, pages of 1
                new Case(TOURNAMENTS, 7, Map.of("player", "p02", "to", "2025-06-03"), null), // BETWEEN on Day
                new Case(TOURNAMENTS, 8, Map.of(), 2));                      // Day + Shard (N) over 4 shards,
                // merged by Points descending as numbers (60 before 6), pages of 2
    }

    /** With {@code -Plong}: more shapes of request. */
    static Stream<Case> moreCases() {
        return Stream.of(
                new Case(HR_OE, 4, Map.of("status", "CLOSED", "from", "2024-01-01"), null), // BETWEEN, several arguments
                new Case(HR_OE, 14, Map.of(), null),                         // ScanIndexForward false
                new Case(HR_OE, 12, Map.of("warehouseId", "W01"), null),     // GetItem
                new Case(GAMING, 1, Map.of(), null),                         // Limit 1 and a projection: one page
                new Case(GAMING, 10, Map.of(), 1),                           // a sparse GSI, BETWEEN, pages of 1
                new Case(TOURNAMENTS, 3, Map.of(), null),                    // the synthetic design: BETWEEN on GSI1SK
                new Case(TOURNAMENTS, 4, Map.of(), 2));                      // GSI2PK sharded in the key string
    }

    /** The AWS CLI starts a process per shard (about a second of CPU each), so its fan-out runs with -Plong. */
    static Stream<Case> cliCases() {
        return cases().filter(c -> c.pattern() != 5);
    }

    static Stream<Case> moreCliCases() {
        return Stream.concat(cases().filter(c -> c.pattern() == 5), moreCases());
    }

    @BeforeAll
    static void start() {
        server = LocalDynamoServer.start(0, null);
        setProperty("aws.accessKeyId", "local");
        setProperty("aws.secretAccessKey", "local");
        setProperty("aws.region", "us-east-1");
    }

    @AfterAll
    static void stop() {
        SAVED_PROPERTIES.forEach((k, v) -> {
            if (v == null) {
                System.clearProperty(k);
            } else {
                System.setProperty(k, v);
            }
        });
        if (server != null) {
            server.close();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void java_whenRunAgainstLocal_printsWhatTheEngineReturns(Case c) throws Exception {
        runJava(c);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void python_whenRunAgainstLocal_printsWhatTheEngineReturns(Case c) throws Exception {
        runPython(c);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void javaScript_whenRunAgainstLocal_printsWhatTheEngineReturns(Case c) throws Exception {
        runJavaScript(c);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cliCases")
    void cli_whenRunAgainstLocal_printsWhatTheEngineReturns(Case c) throws Exception {
        runCli(c);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("multiAttributeCases")
    void java_whenKeyIsMultiAttribute_printsWhatTheEngineReturns(Case c) throws Exception {
        runJava(c);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("multiAttributeCases")
    void python_whenKeyIsMultiAttribute_printsWhatTheEngineReturns(Case c) throws Exception {
        runPython(c);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("multiAttributeCases")
    void javaScript_whenKeyIsMultiAttribute_printsWhatTheEngineReturns(Case c) throws Exception {
        runJavaScript(c);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("multiAttributeCases")
    void cli_whenKeyIsMultiAttribute_printsWhatTheEngineReturns(Case c) throws Exception {
        runCli(c);
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0}")
    @MethodSource("moreCases")
    void java_whenRunOnMorePatterns_printsWhatTheEngineReturns(Case c) throws Exception {
        runJava(c);
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0}")
    @MethodSource("moreCases")
    void python_whenRunOnMorePatterns_printsWhatTheEngineReturns(Case c) throws Exception {
        runPython(c);
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0}")
    @MethodSource("moreCases")
    void javaScript_whenRunOnMorePatterns_printsWhatTheEngineReturns(Case c) throws Exception {
        runJavaScript(c);
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0}")
    @MethodSource("moreCliCases")
    void cli_whenRunOnMorePatterns_printsWhatTheEngineReturns(Case c) throws Exception {
        runCli(c);
    }

    /**
     * A write: gaming's UpdateItem (pattern 5) sets the score given as an argument; the item in
     * DynamoDB Local must then equal the item the engine's own run of the update leaves.
     */
    @Tag("slow")
    @ParameterizedTest(name = "{0}")
    @EnumSource(CodeLanguage.class)
    void update_whenRunAgainstLocal_leavesTheItemTheEngineLeaves(CodeLanguage language) throws Exception {
        String score = Integer.toString(4000 + language.ordinal());
        Case c = new Case(GAMING, 5, Map.of("score", score), null);
        Model model = deployed(GAMING);
        AccessPattern pattern = model.accessPatterns().get(4);
        Item expected = PatternRunner.run(InMemoryEngine.of(model), PatternBinder.bind(model, pattern, c.params()))
                .items().get(0);
        run(c, language);
        List<String> keys = model.findTable(pattern.table()).orElseThrow().keySchema().attributeNames();
        Map<String, dev.tablewright.model.AttributeValue> key = new LinkedHashMap<>();
        keys.forEach(k -> key.put(k, expected.get(k)));
        try (OpenConnection connection = DynamoClients.open(
                new Connection.Endpoint(server.endpoint(), "us-east-1", null))) {
            Item stored = AttributeValues.fromSdkItem(connection.client().getItem(b -> b.tableName(pattern.table())
                    .key(AttributeValues.toSdk(Item.of(key)))).item());
            ResultComparison comparison = ResultComparison.of("the engine", List.of(expected), language.displayName(),
                    List.of(stored), keys);
            assertThat(comparison.same()).as("%s: %s", language, comparison.summary()).isTrue();
            assertThat(stored.get("Score")).isEqualTo(dev.tablewright.model.AttributeValue.n(score));
        }
    }

    /**
     * A transaction: the ticket desk's register_user (one TransactWriteItems of two Puts) run with a
     * user of the language's own must leave in DynamoDB Local the items the engine's run leaves;
     * then get_user_and_email (one TransactGetItems of two Gets) must print what the engine, after
     * that write, returns: both items, in order.
     */
    @ParameterizedTest(name = "{0}")
    @EnumSource(CodeLanguage.class)
    void transaction_whenRunAgainstLocal_writesAndReadsWhatTheEngineDoes(CodeLanguage language) throws Exception {
        Model model = deployed(TICKETS);
        String user = "tx-" + language.name().toLowerCase();
        Map<String, String> params = Map.of("user_id", user, "email", user + "@example.com");
        AccessPattern register = model.findPattern("register_user").orElseThrow();
        Case write = new Case(TICKETS, model.accessPatterns().indexOf(register) + 1, params, null);
        Case read = new Case(TICKETS, model.accessPatterns().indexOf(model.findPattern("get_user_and_email")
                .orElseThrow()) + 1, params, null);
        InMemoryEngine engine = InMemoryEngine.of(model);
        BoundPattern bound = PatternBinder.bind(model, register, params);
        PatternRunner.run(engine, bound);

        output(write, language);

        try (OpenConnection connection = DynamoClients.open(
                new Connection.Endpoint(server.endpoint(), "us-east-1", null))) {
            for (TransactWriteItemsRequest.Action put : bound.transaction().write().actions()) {
                List<String> keys = model.findTable(put.tableName()).orElseThrow().keySchema().attributeNames();
                Map<String, dev.tablewright.model.AttributeValue> key = new LinkedHashMap<>();
                keys.forEach(k -> key.put(k, put.item().get(k)));
                Item expected = engine.getItem(new GetItemRequest(put.tableName(), Item.of(key), null, null, true, null))
                        .item();
                Item stored = AttributeValues.fromSdkItem(connection.client().getItem(b -> b.tableName(put.tableName())
                        .key(AttributeValues.toSdk(Item.of(key)))).item());
                ResultComparison comparison = ResultComparison.of("the engine", List.of(expected),
                        language.displayName(), List.of(stored), keys);
                assertThat(comparison.same()).as("%s: %s: %s", language, put.tableName(), comparison.summary()).isTrue();
            }
        }
        assertSameItems(read, language, output(read, language), engine);
    }

    private static void runJava(Case c) throws Exception {
        run(c, CodeLanguage.JAVA);
    }

    private static void runPython(Case c) throws Exception {
        run(c, CodeLanguage.PYTHON);
    }

    private static void runJavaScript(Case c) throws Exception {
        run(c, CodeLanguage.JAVASCRIPT);
    }

    private static void runCli(Case c) throws Exception {
        run(c, CodeLanguage.CLI);
    }

    /** Runs the case's program; a read must print what a fresh in-memory engine over the model returns. */
    private static void run(Case c, CodeLanguage language) throws Exception {
        String printed = output(c, language);
        if (deployed(c.model()).accessPatterns().get(c.pattern() - 1).operation().isRead()) {
            assertSameItems(c, language, printed, InMemoryEngine.of(deployed(c.model())));
        }
    }

    private static String output(Case c, CodeLanguage language) throws Exception {
        return GeneratedPrograms.run(generate(c, language), arguments(c), work.resolve(
                language.name().toLowerCase() + "-" + c.pattern() + "-" + c.model().getFileName()));
    }

    /** The program printed what {@code engine} returns for the case's pattern and parameters, in that order. */
    private static void assertSameItems(Case c, CodeLanguage language, String printed, InMemoryEngine engine)
            throws Exception {
        Model model = deployed(c.model());
        AccessPattern pattern = model.accessPatterns().get(c.pattern() - 1);
        List<Item> expected = PatternRunner.run(engine, PatternBinder.bind(model, pattern, c.params())).items();
        List<Item> actual = items(printed);
        List<String> keys = model.findTable(pattern.table()).orElseThrow().keySchema().attributeNames();
        ResultComparison comparison = ResultComparison.of("the in-memory engine", expected, language.displayName(),
                actual, keys);
        assertThat(expected).as("the engine finds something for %s", c).isNotEmpty();
        assertThat(comparison.same()).as("%s: %s\n--- printed\n%s\n--- code\n%s", c, comparison.summary(), printed,
                generate(c, language).text()).isTrue();
    }

    /** The items a program printed: DynamoDB JSON objects, one per line (arrays are flattened). */
    private static List<Item> items(String printed) throws Exception {
        List<Item> items = new ArrayList<>();
        try (MappingIterator<JsonNode> values = new ObjectMapper().readerFor(JsonNode.class).readValues(printed)) {
            while (values.hasNext()) {
                JsonNode node = values.next();
                if (node.isArray()) {
                    node.forEach(n -> items.add(DynamoJson.itemFromJson(n)));
                } else if (!node.isNull()) {
                    items.add(DynamoJson.itemFromJson(node));
                }
            }
        }
        return items;
    }

    private static List<String> arguments(Case c) {
        List<String> args = new ArrayList<>();
        c.params().forEach((name, value) -> {
            args.add(Names.option(name));
            args.add(value);
        });
        if (c.pageSize() != null) {
            args.add("--page-size");
            args.add(c.pageSize().toString());
        }
        args.add("--endpoint-url");
        args.add(server.endpoint().toString());
        return args;
    }

    /** The model (a Workbench file, or an MCP schema.json imported), deployed to the server on first use. */
    private static synchronized Model deployed(Path file) throws Exception {
        Model model = DEPLOYED.get(file);
        if (model == null) {
            model = file.getFileName().toString().equals("schema.json") ? ModelImports.read(file).model()
                    : ModelFiles.read(file).model();
            try (OpenConnection connection = DynamoClients.open(
                    new Connection.Endpoint(server.endpoint(), "us-east-1", null))) {
                new Deployer(connection).deploy(model, ExistingTables.REFUSE, DeployListener.NONE, CancelToken.create());
            }
            DEPLOYED.put(file, model);
        }
        return model;
    }

    private static GeneratedCode generate(Case c, CodeLanguage language) throws Exception {
        Model model = deployed(c.model());
        return CodeGenerator.generate(model, model.accessPatterns().get(c.pattern() - 1), Map.of(), language,
                c.model().getFileName().toString());
    }

    private static void setProperty(String key, String value) {
        SAVED_PROPERTIES.putIfAbsent(key, System.getProperty(key));
        System.setProperty(key, value);
    }
}
