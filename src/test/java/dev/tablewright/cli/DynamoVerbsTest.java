package dev.tablewright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.dynamo.LocalDynamoServer;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The verbs local, deploy and import-table, run in this process against a localhost server. */
class DynamoVerbsTest {
    private static LocalDynamoServer server;

    @BeforeAll
    static void start() {
        server = LocalDynamoServer.start(0, null);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    record Run(int exit, String out, String err) {
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = TablewrightCommand.create();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int exit = cli.execute(args);
        return new Run(exit, out.toString(), err.toString());
    }

    static Model smallModel(String table, int count) {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            items.add(Item.of(Map.of("PK", AttributeValue.s("k" + i), "V", AttributeValue.n(i))));
        }
        Table t = Table.of(table, KeySchema.of(KeyAttribute.of("PK", ScalarType.S))).withItems(items);
        return new Model(table, ModelMetadata.of("cli test"), List.of(t), List.of(), null);
    }

    @Test
    void deploy_whenRunTwice_refusesThenItemsOnlyAndReplaceSucceed(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("cli.json");
        ModelFiles.write(smallModel("CliDeploy", 60), file);
        String endpoint = server.endpoint().toString();

        Run first = run("deploy", file.toString(), "--endpoint", endpoint, "--json");
        Run again = run("deploy", file.toString(), "--endpoint", endpoint);
        Run itemsOnly = run("deploy", file.toString(), "--endpoint", endpoint, "--items-only");
        Run replace = run("deploy", file.toString(), "--endpoint", endpoint, "--replace");

        assertThat(first.exit()).as(first.err()).isZero();
        assertThat(first.out()).contains("\"itemsWritten\":60").contains("\"tablesCreated\":[\"CliDeploy\"]");
        assertThat(first.err()).contains("60/60 items");
        assertThat(again.exit()).isEqualTo(TablewrightCommand.BAD_INPUT);
        assertThat(again.err()).contains("already exists").contains("--items-only");
        assertThat(itemsOnly.exit()).as(itemsOnly.err()).isZero();
        assertThat(itemsOnly.out()).contains("0 tables created, 1 table kept, 60 items written");
        assertThat(replace.exit()).as(replace.err()).isZero();
        assertThat(replace.out()).contains("1 table created (CliDeploy)");
    }

    @Test
    void importTable_whenDeployed_writesAModelThatReadsBack(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("source.json");
        ModelFiles.write(smallModel("CliImport", 12), file);
        String endpoint = server.endpoint().toString();
        assertThat(run("deploy", file.toString(), "--endpoint", endpoint).exit()).isZero();
        Path out = dir.resolve("imported.json");

        Run imported = run("import-table", "--table", "CliImport", "--endpoint", endpoint, "--sample", "5",
                "--out", out.toString());

        assertThat(imported.exit()).as(imported.err()).isZero();
        assertThat(imported.out()).contains("Imported CliImport").contains("5 items");
        Table back = ModelFiles.read(out).model().tables().get(0);
        assertThat(back.keySchema()).isEqualTo(KeySchema.of(KeyAttribute.of("PK", ScalarType.S)));
        assertThat(back.allItems()).hasSize(5);
    }

    @Test
    void deploy_whenEndpointWrong_failsWithOneLine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("m.json");
        ModelFiles.write(smallModel("Nowhere", 1), file);

        Run run = run("deploy", file.toString(), "--endpoint", "http://127.0.0.1:1");

        assertThat(run.exit()).isEqualTo(TablewrightCommand.BAD_INPUT);
        assertThat(run.err()).contains("error: cannot reach http://127.0.0.1:1");
    }

    @Test
    void deploy_whenEngineMemory_isAUsageError() {
        Run run = run("deploy", "m.json", "--engine", "memory");

        assertThat(run.exit()).isEqualTo(TablewrightCommand.USAGE);
        assertThat(run.err()).contains("--engine memory runs nothing on DynamoDB; deploy needs embedded");
    }

    @Test
    void deploy_whenEngineSpellsTheEndpoint_goesThere(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("m.json");
        ModelFiles.write(smallModel("Nowhere", 1), file);

        Run run = run("deploy", file.toString(), "--engine", "endpoint=http://127.0.0.1:1");

        assertThat(run.exit()).isEqualTo(TablewrightCommand.BAD_INPUT);
        assertThat(run.err()).contains("error: cannot reach http://127.0.0.1:1");
    }

    @Test
    void deploy_whenEmbeddedAndEndpointBothGiven_isAUsageError() {
        Run run = run("deploy", "m.json", "--embedded", "--endpoint", "http://localhost:1");

        assertThat(run.exit()).isEqualTo(TablewrightCommand.USAGE);
        assertThat(run.err()).contains("--embedded cannot be combined");
    }

    @Test
    void local_whenStarted_printsAnEndpointThatAnswersUntilInterrupted() throws Exception {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = TablewrightCommand.create();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int[] exit = {-1};
        Thread runner = new Thread(() -> exit[0] = cli.execute("local"), "local-verb");
        runner.start();
        Pattern endpointLine = Pattern.compile("running at (http://localhost:\\d+)");
        Matcher m = endpointLine.matcher("");
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (System.nanoTime() < deadline && !(m = endpointLine.matcher(out.toString())).find()) {
            Thread.sleep(50);
        }
        assertThat(m.find(0)).as("endpoint printed: " + out).isTrue();
        URI endpoint = URI.create(m.group(1));

        HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(endpoint)
                .header("X-Amz-Target", "DynamoDB_20120810.ListTables")
                .header("Content-Type", "application/x-amz-json-1.0")
                .header("Authorization", "AWS4-HMAC-SHA256 Credential=x/20240101/us-east-1/dynamodb/aws4_request, "
                        + "SignedHeaders=host, Signature=0")
                .POST(HttpRequest.BodyPublishers.ofString("{}")).build(), HttpResponse.BodyHandlers.ofString());
        runner.interrupt();
        runner.join(10_000);

        assertThat(response.body()).contains("TableNames");
        assertThat(runner.isAlive()).isFalse();
        assertThat(exit[0]).as(err.toString()).isZero();
        assertThat(out.toString()).contains("aws dynamodb list-tables --endpoint-url " + endpoint);
    }
}
