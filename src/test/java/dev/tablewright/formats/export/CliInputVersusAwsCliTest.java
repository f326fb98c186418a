package dev.tablewright.formats.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.cli.TablewrightCommand;
import dev.tablewright.dynamo.LocalDynamoServer;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import dev.tablewright.testing.ExternalTools;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The {@code export --format cli} documents create the model's tables when the real AWS CLI runs
 * {@code aws dynamodb create-table --cli-input-json file://...} against DynamoDB Local, and
 * {@code aws dynamodb describe-table} then shows every key, type, index, projection and the billing
 * the model has.
 */
class CliInputVersusAwsCliTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static LocalDynamoServer server;
    private static DynamoDbClient client;
    private static ExecutorService pool;

    @TempDir
    Path temp;

    /** Tables of the default models, created and described all at once (the AWS CLI takes seconds per run). */
    private static final Map<String, Started> STARTED = new LinkedHashMap<>();

    @TempDir
    static Path shared;

    @BeforeAll
    static void startLocalAndCreateTheDefaultModelsTables() throws Exception {
        server = LocalDynamoServer.start(0, null);
        client = DynamoDbClient.builder().endpointOverride(server.endpoint()).region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
                .build();
        pool = Executors.newFixedThreadPool(4);
        List<Path> files = new ArrayList<>(shippedAndFewReferenceModels().toList());
        files.add(ExportFixtures.everythingFile(shared));
        for (Path file : files) {
            STARTED.put(file.getFileName().toString(), start(file, shared.resolve("cli-" + STARTED.size())));
        }
    }

    @AfterAll
    static void stopLocal() {
        if (pool != null) {
            pool.shutdownNow();
        }
        if (client != null) {
            client.close();
        }
        if (server != null) {
            server.close();
        }
    }

    /** Provisioned with auto scaling and a GSI; on demand with two GSIs. */
    private static final List<Path> FEW_REFERENCE = List.of(
            ExportFixtures.REFERENCE.resolve("awsddbex__ChatSystemSchema.json"),
            ExportFixtures.REFERENCE.resolve("ddbdp__AnOnlineShop_14.json"));

    static Stream<Path> shippedAndFewReferenceModels() {
        return Stream.concat(ExportFixtures.SHIPPED.stream(), FEW_REFERENCE.stream());
    }

    static Stream<Path> otherReferenceModels() throws Exception {
        return ExportFixtures.shippedAndReference().stream()
                .filter(p -> !ExportFixtures.SHIPPED.contains(p) && !FEW_REFERENCE.contains(p));
    }

    @ParameterizedTest
    @MethodSource("shippedAndFewReferenceModels")
    void createTable_whenCliExportOfModelRunByAwsCli_describesEveryKeyIndexAndBilling(Path file)
            throws Exception {
        compare(STARTED.get(file.getFileName().toString()), false);
    }

    /** Two AWS CLI runs per table at a few seconds each: the other 6 reference models run with -Plong. */
    @Tag("slow")
    @ParameterizedTest
    @MethodSource("otherReferenceModels")
    void createTable_whenCliExportOfReferenceModelRunByAwsCli_describesEveryKeyIndexAndBilling(Path file)
            throws Exception {
        createAndCompare(file);
    }

    @Test
    void createTable_whenModelUsesLsisIncludeProvisionedAndBinaryKeys_describesAllOfThem() throws Exception {
        compare(STARTED.get("everything.json"), false);
    }

    /** A model whose tables are being created and described by the AWS CLI. */
    private record Started(Path modelFile, Model model, List<Future<JsonNode>> described) {
    }

    /** Exports the model through the verb and starts create-table and describe-table for each table. */
    private static Started start(Path modelFile, Path folder) throws Exception {
        Model model = ModelFiles.read(modelFile).model();
        boolean throughputLimits = model.tables().stream().anyMatch(t -> t.settings().onDemandThroughput() != null
                || t.settings().warmThroughput() != null);
        List<String> aws = throughputLimits ? ExternalTools.awsCliKnowing("WarmThroughput") : ExternalTools.awsCli();
        StringWriter err = new StringWriter();
        CommandLine cli = TablewrightCommand.create();
        cli.setOut(new PrintWriter(new StringWriter(), true));
        cli.setErr(new PrintWriter(err, true));
        int exit = model.tables().size() == 1
                ? cli.execute("export", modelFile.toString(), "--format", "cli", "--out", folder.resolve(
                        model.tables().get(0).name() + ".json").toString())
                : cli.execute("export", modelFile.toString(), "--format", "cli", "--out", folder.toString());
        assertThat(exit).as("export: %s", err).isZero();

        List<Future<JsonNode>> described = new ArrayList<>();
        for (Table table : model.tables()) {
            Path input = folder.resolve(table.name() + ".json");
            assertThat(input).exists();
            described.add(pool.submit(() -> createAndDescribe(aws, input, table.name())));
        }
        return new Started(modelFile, model, described);
    }

    private void createAndCompare(Path modelFile) throws Exception {
        compare(start(modelFile, temp.resolve("cli-input")), true);
    }

    private static void compare(Started started, boolean deleteAfter) throws Exception {
        Model model = started.model();
        Path modelFile = started.modelFile();
        List<Future<JsonNode>> described = started.described();
        try {
            for (int i = 0; i < model.tables().size(); i++) {
                Table table = model.tables().get(i);
                JsonNode description = described.get(i).get();
                assertThat(TableShapes.described(description))
                        .as("%s: describe-table of %s", modelFile.getFileName(), table.name())
                        .isEqualTo(TableShapes.expected(table));
            }
        } finally {
            model.tables().stream().filter(t -> deleteAfter).forEach(t -> {
                try {
                    client.deleteTable(b -> b.tableName(t.name()));
                } catch (RuntimeException e) {
                    // not created: the assertion above says why
                }
            });
        }
    }

    private static JsonNode createAndDescribe(List<String> aws, Path input, String tableName) throws Exception {
        String endpoint = server.endpoint().toString();
        ExternalTools.Result created = ExternalTools.run(command(aws, "create-table", "--cli-input-json",
                "file://" + input.toAbsolutePath(), "--endpoint-url", endpoint), ExternalTools.localEnvironment(),
                null, Duration.ofSeconds(120));
        assertThat(created.exitCode()).as("create-table %s\n%s", input, created.describe()).isZero();
        ExternalTools.Result described = ExternalTools.run(command(aws, "describe-table", "--table-name", tableName,
                "--endpoint-url", endpoint, "--output", "json"), ExternalTools.localEnvironment(), null,
                Duration.ofSeconds(120));
        assertThat(described.exitCode()).as("describe-table %s\n%s", tableName, described.describe()).isZero();
        return MAPPER.readTree(described.stdout()).get("Table");
    }

    private static List<String> command(List<String> aws, String... args) {
        List<String> command = new ArrayList<>(aws);
        command.add("dynamodb");
        command.addAll(List.of(args));
        return command;
    }

    @Test
    void export_whenFolderHoldsOneDocumentPerTable_namesEachAfterItsTable() throws Exception {
        Path folder = temp.resolve("out");
        CommandLine cli = TablewrightCommand.create();
        cli.setOut(new PrintWriter(new StringWriter(), true));
        int exit = cli.execute("export", "models/gaming.json", "--format", "cli",
                "--out", folder.toString());
        assertThat(exit).isZero();
        try (Stream<Path> files = Files.list(folder)) {
            assertThat(files.map(p -> p.getFileName().toString()).sorted())
                    .containsExactly("GamePlayer.json", "GamePlayerOverloaded.json");
        }
    }
}
