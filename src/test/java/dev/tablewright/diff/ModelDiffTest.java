package dev.tablewright.diff;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProvisionedCapacity;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

class ModelDiffTest {
    private static final KeySchema KEYS = KeySchema.of(KeyAttribute.of("PK", ScalarType.S), KeyAttribute.of("SK", ScalarType.N));

    private static Table orders() {
        return Table.of("Orders", KEYS)
                .withIndexes(List.of(SecondaryIndex.gsi("ByCustomer",
                                KeySchema.of(KeyAttribute.of("Customer", ScalarType.S)), Projection.all())),
                        List.of(SecondaryIndex.lsi("ByDate",
                                KeySchema.of(KeyAttribute.of("PK", ScalarType.S), KeyAttribute.of("Date", ScalarType.S)),
                                Projection.keysOnly())))
                .withItems(List.of(item("a", "1"), item("b", "2")));
    }

    private static Item item(String pk, String sk) {
        return Item.of(Map.of("PK", new AttributeValue.S(pk), "SK", new AttributeValue.N(sk)));
    }

    private static Model model(Table... tables) {
        return new Model("m", ModelMetadata.of(""), List.of(tables), List.of(), null);
    }

    @Test
    void between_whenAnLsiChanges_saysReplaceTable() {
        Table changed = orders().withIndexes(orders().globalSecondaryIndexes(), List.of());

        ModelDiff diff = ModelDiff.between(model(orders()), model(changed));

        assertThat(diff.changes()).extracting(Change::kind, Change::index, Change::action)
                .containsExactly(tuple("lsi-removed", "ByDate", ChangeAction.REPLACE_TABLE));
    }

    @Test
    void between_whenProvisionedIndexCapacityChanges_saysUpdateTable() {
        Table provisioned = new Table("Orders", KEYS, List.of(), orders().globalSecondaryIndexes(), List.of(), List.of(),
                List.of(), BillingMode.PROVISIONED, ProvisionedCapacity.of(5, 5), null);
        SecondaryIndex gsi = provisioned.globalSecondaryIndexes().get(0);
        Table more = provisioned.withIndexes(List.of(new SecondaryIndex(gsi.name(), gsi.kind(), gsi.keySchema(),
                gsi.projection(), ProvisionedCapacity.of(5, 50), null, null)), List.of());

        ModelDiff diff = ModelDiff.between(model(provisioned), model(more));

        assertThat(diff.changes()).extracting(Change::kind, Change::before, Change::after, Change::action)
                .containsExactly(tuple("index-capacity", "5 RCU, 5 WCU", "5 RCU, 50 WCU", ChangeAction.UPDATE_TABLE));
    }

    @Test
    void between_whenSettingsChange_saysUpdateTableForEach() {
        TableSettings settings = new TableSettings("ttl", TableSettings.StreamViewType.NEW_IMAGE, true, null, null,
                null, false, null, null, Map.of("team", "a"));

        ModelDiff diff = ModelDiff.between(model(orders()), model(orders().withSettings(settings)));

        assertThat(diff.changes()).extracting(Change::kind)
                .containsExactly("ttl", "stream", "deletion-protection", "tags");
        assertThat(diff.changes()).extracting(Change::action).containsOnly(ChangeAction.UPDATE_TABLE);
    }

    @Test
    void between_whenAnUnsaidSettingIsDynamoDbsDefault_seesNoChange() {
        Table onDemand = new Table("Orders", KEYS, List.of(), orders().globalSecondaryIndexes(),
                orders().localSecondaryIndexes(), List.of(), orders().items(), BillingMode.PAY_PER_REQUEST, null, null,
                new TableSettings(null, null, false, TableSettings.TableClass.STANDARD, null, null, false, null,
                        new TableSettings.Encryption(TableSettings.Encryption.KeyType.OWNED, null), Map.of()));

        assertThat(ModelDiff.between(model(orders()), model(onDemand)).changes())
                .as("billing unsaid is on demand, class unsaid is Standard, encryption unsaid is an owned key").isEmpty();
    }

    @Test
    void between_whenNumbersDifferOnlyInForm_seesTheSameItems() {
        Table written = orders().withItems(List.of(item("a", "1.0"), item("b", "2")));

        assertThat(ModelDiff.between(model(orders()), model(written)).isEmpty())
                .as("1.0 and 1 are one number and one key to DynamoDB").isTrue();
    }

    @Test
    void between_whenManyItemsAreAdded_listsAHundredThenCountsTheRest() {
        List<Item> many = IntStream.range(0, 250).mapToObj(i -> item("n", Integer.toString(i + 10))).toList();

        ModelDiff diff = ModelDiff.between(model(orders()), model(orders().withItems(
                java.util.stream.Stream.concat(orders().items().stream(), many.stream()).toList())));

        assertThat(diff.changes()).filteredOn(c -> c.kind().equals("item-added")).hasSize(ItemDiff.LISTED);
        assertThat(diff.changes()).filteredOn(c -> c.kind().equals("items-added")).singleElement()
                .extracting(Change::after).isEqualTo("150 more");
    }

    @Test
    void between_whenARenameIsGiven_pairsTablesOfDifferentKeys() {
        Table v2 = new Table("OrdersV2", KeySchema.of(KeyAttribute.of("Customer", ScalarType.S), KeyAttribute.of("SK",
                ScalarType.N)), List.of(), List.of(), List.of(), List.of(), List.of(), null, null, null);

        ModelDiff paired = ModelDiff.between(model(orders()), model(v2), Map.of("Orders", "OrdersV2"));
        ModelDiff unpaired = ModelDiff.between(model(orders()), model(v2));

        assertThat(paired.oldNameOf("OrdersV2")).contains("Orders");
        assertThat(paired.changes()).extracting(Change::kind).startsWith("table-renamed", "key-schema");
        assertThat(unpaired.changes()).extracting(Change::kind, Change::action).containsExactly(
                tuple("table-added", ChangeAction.CREATE_TABLE), tuple("table-removed", ChangeAction.DELETE_TABLE));
    }
}
