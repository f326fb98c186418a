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
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code run}: a request file answered line by line, the same on the in-memory engine and on DynamoDB Local. */
class RunCommandTest {

    private static Path model(Path dir) throws Exception {
        Table table = Table.of("RunOrders", KeySchema.of(KeyAttribute.of("PK", ScalarType.S),
                KeyAttribute.of("SK", ScalarType.N))).withItems(List.of(
                Item.of(Map.of("PK", AttributeValue.s("c1"), "SK", AttributeValue.n(7), "Note", AttributeValue.s("x"))),
                Item.of(Map.of("PK", AttributeValue.s("c3"), "SK", AttributeValue.n(2)))));
        Path file = dir.resolve("run.json");
        ModelFiles.write(new Model("Run", ModelMetadata.of("run test"), List.of(table), List.of(), null), file);
        return file;
    }

    private static Path requests(Path dir) throws Exception {
        Path file = dir.resolve("every-operation.jsonl");
        try (InputStream in = RunCommandTest.class.getResourceAsStream("/requests/every-operation.jsonl")) {
            Files.copy(in, file);
        }
        return file;
    }

    @Test
    void run_whenTheSameFileGoesToMemoryAndToLocal_answersIdenticalLines(@TempDir Path dir) throws Exception {
        Path model = model(dir);
        Path requests = requests(dir);
        int lines = (int) Files.readAllLines(requests).stream().filter(l -> !l.isBlank()).count();

        DynamoVerbsTest.Run memory = DynamoVerbsTest.run("run", model.toString(), "--requests", requests.toString(),
                "--engine", "memory");
        DynamoVerbsTest.Run local;
        try (LocalDynamoServer server = LocalDynamoServer.start(0, null)) {
            local = DynamoVerbsTest.run("run", model.toString(), "--requests", requests.toString(),
                    "--engine", "endpoint=" + server.endpoint());
        }

        assertThat(memory.exit()).as(memory.err()).isZero();
        assertThat(local.exit()).as(local.err()).isZero();
        assertThat(memory.out().lines().toList()).as("one answer per request line").hasSize(lines);
        assertThat(memory.out().lines().toList()).as("memory's answers, line by line, against Local's")
                .containsExactlyElementsOf(local.out().lines().toList());
        assertThat(memory.out()).as("the file's refusals and cancellations are answered too")
                .contains("\"Code\":\"ConditionalCheckFailedException\"", "\"Code\":\"TransactionCanceledException\"",
                        "\"CancellationReasons\"", "\"Code\":\"ResourceNotFoundException\"",
                        "\"Code\":\"UnknownOperationException\"");
    }

    @Test
    void run_whenALineIsNotJson_answersAnErrorNamingTheLineAndGoesOn(@TempDir Path dir) throws Exception {
        Path requests = dir.resolve("bad.jsonl");
        Files.writeString(requests, "{\"Operation\": \"GetItem\", \"TableName\": \"RunOrders\", \"Key\": {\"PK\": {\"S\": "
                + "\"c1\"}, \"SK\": {\"N\": \"7\"}}}\n{not json\n{\"TableName\": \"RunOrders\"}\n"
                + "{\"Operation\": \"Scan\", \"TableName\": \"RunOrders\", \"Select\": \"COUNT\"}\n");

        DynamoVerbsTest.Run run = DynamoVerbsTest.run("run", model(dir).toString(), "--requests", requests.toString());

        assertThat(run.exit()).isZero();
        List<String> answers = run.out().lines().toList();
        assertThat(answers).hasSize(4);
        assertThat(answers.get(0)).contains("\"Note\":{\"S\":\"x\"}");
        assertThat(answers.get(1)).contains("\"Code\":\"SerializationException\"", "line 2: not JSON");
        assertThat(answers.get(2)).contains("line 3: no \\\"Operation\\\"");
        assertThat(answers.get(3)).isEqualTo("{\"Count\":2,\"ScannedCount\":2}");
    }

    @Test
    void run_whenTheRequestFileIsMissing_exitsOneNamingIt(@TempDir Path dir) throws Exception {
        Path missing = dir.resolve("nowhere.jsonl");

        DynamoVerbsTest.Run run = DynamoVerbsTest.run("run", model(dir).toString(), "--requests", missing.toString());

        assertThat(run.exit()).isEqualTo(TablewrightCommand.BAD_INPUT);
        assertThat(run.err().strip()).isEqualTo("error: " + missing + ": no such file");
    }

    @Test
    void run_withoutRequests_isAUsageError(@TempDir Path dir) throws Exception {
        DynamoVerbsTest.Run run = DynamoVerbsTest.run("run", model(dir).toString());

        assertThat(run.exit()).isEqualTo(TablewrightCommand.USAGE);
        assertThat(run.err()).contains("--requests");
    }
}
