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
import dev.tablewright.model.Item;
import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.patterns.PatternBinder;
import dev.tablewright.patterns.PatternRunner;
import dev.tablewright.patterns.ResultComparison;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import dev.tablewright.testing.ExternalTools;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The proof of the generated code: each program is run against a DynamoDB Local server holding the
 * shipped models (Java compiled in-process and run with the test's class path, Python with boto3,
 * JavaScript with the SDK v3 under node, the bash script with the AWS CLI and jq) and must print
 * exactly the items the in-memory engine returns for the same pattern and parameters, in the same order.
 */
class GeneratedCodeVersusLocalTest {
    private static final Duration TIMEOUT = Duration.ofSeconds(90);
    private static final Path HR_OE = Path.of("models/hr-oe.json");
    private static final Path GAMING = Path.of("models/gaming.json");
    private static final Path TOURNAMENTS = Path.of("models/tournaments.json");
    private static final Map<String, String> SAVED_PROPERTIES = new HashMap<>();

    @TempDir
    static Path work;

    private static LocalDynamoServer server;
    private static final Map<Path, Model> DEPLOYED = new LinkedHashMap<>();
    // the tools, found once (each probe starts a process)
    private static List<String> python;
    private static List<String> node;
    private static String cliPath;

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
        switch (language) {
            case JAVA:
                javaOutput(c, generate(c, language));
                break;
            case PYTHON:
                runPython(c);
                break;
            case JAVASCRIPT:
                runJavaScript(c);
                break;
            default:
                runCli(c);
        }
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

    private static void runJava(Case c) throws Exception {
        GeneratedCode code = generate(c, CodeLanguage.JAVA);
        assertSameItems(c, "Java", javaOutput(c, code), code);
    }

    /** Runs the program's main in this JVM and returns what it printed. */
    private static String javaOutput(Case c, GeneratedCode code) throws Exception {
        String className = code.fileName().replace(".java", "");
        ClassLoader program = compileJava(code);
        PrintStream saved = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        try (PrintStream capture = new PrintStream(printed, true, StandardCharsets.UTF_8)) {
            System.setOut(capture);
            program.loadClass(className).getMethod("main", String[].class)
                    .invoke(null, (Object) arguments(c).toArray(new String[0]));
        } finally {
            System.setOut(saved);
        }
        return printed.toString(StandardCharsets.UTF_8);
    }

    private static void runPython(Case c) throws Exception {
        if (python == null) {
            python = ExternalTools.pythonWithBoto3();
        }
        runProgram(c, CodeLanguage.PYTHON, new ArrayList<>(python), ExternalTools.localEnvironment());
    }

    private static void runJavaScript(Case c) throws Exception {
        if (node == null) {
            node = ExternalTools.nodeWithSdk();
        }
        runProgram(c, CodeLanguage.JAVASCRIPT, new ArrayList<>(node), ExternalTools.localEnvironment());
    }

    private static void runCli(Case c) throws Exception {
        if (cliPath == null) {
            String aws = ExternalTools.awsCli().get(0);
            String jq = ExternalTools.jq().get(0);
            // The script calls `aws` and `jq` from PATH: put the ones found first.
            String path = System.getenv().getOrDefault("PATH", "/usr/bin:/bin");
            for (String tool : List.of(jq, aws)) {
                if (tool.contains("/")) {
                    path = Path.of(tool).toAbsolutePath().getParent() + ":" + path;
                }
            }
            cliPath = path;
        }
        Map<String, String> env = new HashMap<>(ExternalTools.localEnvironment());
        env.put("PATH", cliPath);
        runProgram(c, CodeLanguage.CLI, new ArrayList<>(List.of("bash")), env);
    }

    private static void runProgram(Case c, CodeLanguage language, List<String> command, Map<String, String> env)
            throws Exception {
        GeneratedCode code = generate(c, language);
        Path dir = Files.createDirectories(work.resolve(language.name().toLowerCase() + "-" + c.pattern()
                + "-" + c.model().getFileName()));
        Path file = Files.writeString(dir.resolve(code.fileName()), code.text());
        command.add(file.toString());
        command.addAll(arguments(c));
        ExternalTools.Result result = ExternalTools.run(command, env, dir, TIMEOUT);
        assertThat(result.exitCode()).as("%s exit code\n%s", language, result.describe()).isZero();
        if (deployed(c.model()).accessPatterns().get(c.pattern() - 1).operation().isRead()) {
            assertSameItems(c, language.displayName(), result.stdout(), code);
        }
    }

    private static void assertSameItems(Case c, String language, String printed, GeneratedCode code) throws Exception {
        Model model = deployed(c.model());
        AccessPattern pattern = model.accessPatterns().get(c.pattern() - 1);
        List<Item> expected = PatternRunner.run(InMemoryEngine.of(model), PatternBinder.bind(model, pattern, c.params()))
                .items();
        List<Item> actual = items(printed);
        List<String> keys = model.findTable(pattern.table()).orElseThrow().keySchema().attributeNames();
        ResultComparison comparison = ResultComparison.of("the in-memory engine", expected, language, actual, keys);
        assertThat(expected).as("the engine finds something for %s", c).isNotEmpty();
        assertThat(comparison.same()).as("%s: %s\n--- printed\n%s\n--- code\n%s", c, comparison.summary(), printed,
                code.text()).isTrue();
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

    /** The model, deployed to the server on first use. */
    private static synchronized Model deployed(Path file) throws Exception {
        Model model = DEPLOYED.get(file);
        if (model == null) {
            model = ModelFiles.read(file).model();
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

    /** Compiles the program against the test's own class path (which holds the AWS SDK). */
    private static ClassLoader compileJava(GeneratedCode code) throws Exception {
        Path dir = Files.createDirectories(work.resolve("java-" + code.fileName()));
        Path source = Files.writeString(dir.resolve(code.fileName()), code.text());
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        int exit = javac.run(null, errors, errors, "-d", dir.toString(), "-cp", GeneratedCodeSyntaxTest.sdkClassPath(),
                "-proc:none", "-Xlint:all,-path,-options,-processing", "-Werror", source.toString());
        assertThat(exit).as("javac of the generated Java:\n%s", errors.toString(StandardCharsets.UTF_8)).isZero();
        return new URLClassLoader(new URL[]{dir.toUri().toURL()}, GeneratedCodeVersusLocalTest.class.getClassLoader());
    }

    private static void setProperty(String key, String value) {
        SAVED_PROPERTIES.putIfAbsent(key, System.getProperty(key));
        System.setProperty(key, value);
    }
}
