package dev.tablewright.ui.tables;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.app.DynamoTablesService;
import dev.tablewright.dynamo.CancelToken;
import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.DeployListener;
import dev.tablewright.dynamo.Deployer;
import dev.tablewright.dynamo.EmbeddedLocal;
import dev.tablewright.dynamo.ExistingTables;
import dev.tablewright.dynamo.OpenConnection;
import dev.tablewright.dynamo.live.ItemPage;
import dev.tablewright.dynamo.live.LiveTable;
import dev.tablewright.dynamo.live.QueryHistory;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The query form's multi-attribute keys on the embedded DynamoDB Local 3.3.1, through the
 * workspace's service: a GSI keyed by tenant and region (HASH) and year and month (RANGE), holding
 * 2 tenants x 2 regions x 2 years x 12 months.
 */
class QueryFormLocalTest {
    @TempDir
    static Path home;
    private static DynamoTablesService service;
    private static LiveTarget target;
    private static LiveTable live;
    private final QueryFormViewModel form = new QueryFormViewModel();

    @BeforeAll
    static void createTable() {
        String name = "Sales-" + UUID.randomUUID().toString().substring(0, 8);
        DynamoDbClient client = EmbeddedLocal.client(null);
        Model model = new Model("Design", ModelMetadata.of("test"), List.of(QueryFormViewModelTest.sales(name)),
                List.of(), null);
        new Deployer(OpenConnection.of(Connection.embedded(), client))
                .deploy(model, ExistingTables.REFUSE, DeployListener.NONE, CancelToken.create());
        for (String tenant : List.of("T1", "T2")) {
            for (String region : List.of("EU", "US")) {
                for (int year = 2024; year <= 2025; year++) {
                    for (int month = 1; month <= 12; month++) {
                        String id = tenant + "#" + region + "#" + year + "#" + month;
                        int y = year;
                        int m = month;
                        client.putItem(b -> b.tableName(name).item(Map.of("id", s(id), "tenant", s(tenant),
                                "region", s(region), "year", n(y), "month", n(m))));
                    }
                }
            }
        }
        service = new DynamoTablesService(null, new QueryHistory(home));
        target = service.targets().get(0);
        live = service.describe(target, name);
    }

    @BeforeEach
    void setUp() {
        form.setTable(live);
        form.viewProperty().set("ByTenant");
    }

    private static software.amazon.awssdk.services.dynamodb.model.AttributeValue s(String text) {
        return software.amazon.awssdk.services.dynamodb.model.AttributeValue.builder().s(text).build();
    }

    private static software.amazon.awssdk.services.dynamodb.model.AttributeValue n(int number) {
        return software.amazon.awssdk.services.dynamodb.model.AttributeValue.builder().n(Integer.toString(number)).build();
    }

    private List<Item> readAll() {
        List<Item> items = new ArrayList<>();
        Object cursor = null;
        do {
            ItemPage page = service.read(target, form.build(), cursor);
            items.addAll(page.items());
            cursor = page.next();
        } while (cursor != null);
        return items;
    }

    private void type(String tenant, String region, String year, String month) {
        form.keyFields().partition().get(0).valueProperty().set(tenant);
        form.keyFields().partition().get(1).valueProperty().set(region);
        form.keyFields().sort().get(0).valueProperty().set(year);
        form.keyFields().sort().get(1).valueProperty().set(month);
    }

    private static List<String> ids(List<Item> items) {
        return items.stream().map(i -> ((AttributeValue.S) i.get("id")).value()).toList();
    }

    @Test
    void read_whenEveryPartitionAttributeAndTheFirstSortAttributeAreEqual_givesThatYearInMonthOrder() {
        assertThat(form.keyFields().partition()).hasSize(2);
        type("T1", "EU", "2025", "");
        form.sortOperatorProperty().set(KeyOperator.EQ);

        List<Item> items = readAll();

        List<String> expected = new ArrayList<>();
        for (int month = 1; month <= 12; month++) {
            expected.add("T1#EU#2025#" + month);
        }
        assertThat(ids(items)).containsExactlyElementsOf(expected);
    }

    @Test
    void read_whenTheSecondSortAttributeHasARange_givesTheMonthsFromItDescending() {
        type("T2", "US", "2024", "10");
        form.sortOperatorProperty().set(KeyOperator.GE);
        form.forwardProperty().set(false);
        form.limitProperty().set("2");

        List<Item> items = readAll();

        assertThat(ids(items)).containsExactly("T2#US#2024#12", "T2#US#2024#11", "T2#US#2024#10");
    }

    @Test
    void read_whenOnlyThePartitionAttributesAreGiven_givesBothYearsOfThatPartition() {
        type("T1", "US", "", "");

        List<Item> items = readAll();

        assertThat(items).hasSize(24).allSatisfy(i -> assertThat(i.get("region")).isEqualTo(AttributeValue.s("US")));
        assertThat(ids(items).get(0)).isEqualTo("T1#US#2024#1");
    }
}
