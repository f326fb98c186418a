package dev.tablewright.cli;

import static org.assertj.core.api.Assertions.assertThat;

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
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import dev.tablewright.testing.ExternalTools;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Items survive DynamoDB: each shipped model is deployed to DynamoDB Local, the real AWS CLI's
 * {@code aws dynamodb scan} output is saved, and {@code import-items} of that file into the model
 * with the table emptied gives back the same items (in DynamoDB's terms: numbers by value, sets in
 * any order).
 */
class ItemsVersusAwsCliTest {
    private static LocalDynamoServer server;
    private static OpenConnection connection;

    @TempDir
    Path temp;

    @BeforeAll
    static void start() {
        server = LocalDynamoServer.start(0, null);
        connection = DynamoClients.open(new Connection.Endpoint(server.endpoint(), "us-east-1", null));
    }

    @AfterAll
    static void stop() {
        if (connection != null) {
            connection.close();
        }
        if (server != null) {
            server.close();
        }
    }

    static Stream<Path> models() {
        return Stream.of(Path.of("models/hr-oe.json"), Path.of("models/gaming.json"), Path.of("models/person-records.json"));
    }

    @ParameterizedTest
    @MethodSource("models")
    void importItems_whenAwsCliScanOutputOfDeployedModel_givesBackTheSameItems(Path modelFile) throws Exception {
        List<String> aws = ExternalTools.awsCli();
        Model model = ModelFiles.read(modelFile).model();
        new Deployer(connection).deploy(model, ExistingTables.REPLACE, DeployListener.NONE, CancelToken.create());

        for (Table table : model.tables()) {
            Path scan = temp.resolve(table.name() + "-scan.json");
            List<String> command = new ArrayList<>(aws);
            command.addAll(List.of("dynamodb", "scan", "--table-name", table.name(), "--endpoint-url",
                    server.endpoint().toString(), "--output", "json"));
            ExternalTools.Result result = ExternalTools.run(command, ExternalTools.localEnvironment(), null,
                    Duration.ofSeconds(120));
            assertThat(result.exitCode()).as(result.describe()).isZero();
            Files.writeString(scan, result.stdout());

            Table emptied = table.withItems(List.of()).withFacets(table.facets().stream()
                    .map(f -> f.withItems(List.of())).toList());
            Path copy = temp.resolve(table.name() + "-model.json");
            ModelFiles.write(model.withTable(emptied), copy);
            CliRun imported = CliRun.of("import-items", copy.toString(), "--table", table.name(), scan.toString());
            assertThat(imported.exitCode()).as(imported.err()).isZero();

            List<Item> back = ModelFiles.read(copy).model().findTable(table.name()).orElseThrow().items();
            assertThat(canonical(back)).as("%s: scanned and imported", table.name())
                    .isEqualTo(canonical(table.allItems()));
        }
    }

    /** Items as sorted DynamoDB JSON texts with numbers by value and sets sorted, so order and notation do not count. */
    private static List<String> canonical(List<Item> items) {
        return items.stream().map(ItemsVersusAwsCliTest::canonical).map(DynamoJson::write).sorted().toList();
    }

    private static Item canonical(Item item) {
        Map<String, AttributeValue> sorted = new TreeMap<>();
        item.attributes().forEach((k, v) -> sorted.put(k, canonical(v)));
        return Item.of(sorted);
    }

    private static AttributeValue canonical(AttributeValue v) {
        if (v instanceof AttributeValue.N n) {
            return AttributeValue.n(number(n.value()));
        } else if (v instanceof AttributeValue.SS ss) {
            return AttributeValue.ss(ss.values().stream().sorted().toList());
        } else if (v instanceof AttributeValue.NS ns) {
            return AttributeValue.ns(ns.values().stream().map(ItemsVersusAwsCliTest::number).sorted().toList());
        } else if (v instanceof AttributeValue.BS bs) {
            return AttributeValue.bs(bs.values().stream().sorted(Binary::compareTo).toList());
        } else if (v instanceof AttributeValue.L l) {
            return AttributeValue.l(l.values().stream().map(ItemsVersusAwsCliTest::canonical).toList());
        } else if (v instanceof AttributeValue.M m) {
            Map<String, AttributeValue> out = new LinkedHashMap<>(new TreeMap<>(m.values()));
            out.replaceAll((k, x) -> canonical(x));
            return AttributeValue.m(out);
        }
        return v;
    }

    private static String number(String text) {
        BigDecimal value = new BigDecimal(text);
        return value.signum() == 0 ? "0" : value.stripTrailingZeros().toPlainString();
    }
}
