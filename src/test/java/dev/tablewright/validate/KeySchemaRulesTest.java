package dev.tablewright.validate;

import static dev.tablewright.validate.Fixtures.GSI1;
import static dev.tablewright.validate.Fixtures.PK_SK;
import static dev.tablewright.validate.Fixtures.errors;
import static dev.tablewright.validate.Fixtures.item;
import static dev.tablewright.validate.Fixtures.model;
import static dev.tablewright.validate.Fixtures.warnings;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.AttributeDefinition;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.Extras;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.ShardSpec;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class KeySchemaRulesTest {
    private static final KeySchema PK_ONLY = KeySchema.of(KeyAttribute.of("PK", ScalarType.S));

    private static Table withDeclared(Table table, AttributeDefinition... declared) {
        return new Table(table.name(), table.keySchema(), List.of(declared), table.globalSecondaryIndexes(),
                table.localSecondaryIndexes(), table.facets(), table.items(), BillingMode.PAY_PER_REQUEST, null,
                Extras.none());
    }

    private static SecondaryIndex lsi(String name, KeySchema schema) {
        return SecondaryIndex.lsi(name, schema, Projection.all());
    }

    @Test
    void validate_whenIndexKeyIsDeclaredAsAMap_reportsTheEnumConstraint() {
        Table table = withDeclared(Table.of("Orders", PK_SK).withIndexes(List.of(GSI1), List.of()),
                new AttributeDefinition("Total", AttributeType.N), new AttributeDefinition("Data", AttributeType.M));

        assertThat(errors(model(table))).extracting(Finding::path, Finding::message).containsExactly(tuple(
                "DataModel[0].NonKeyAttributes[1].AttributeType",
                "1 validation error detected: Value 'M' at 'attributeType' failed to satisfy constraint: "
                        + "Member must satisfy enum value set: [B, N, S] (Data is a key of index GSI1)"));
    }

    @Test
    void validate_whenDeclaredTypeDiffersFromKeyType_reportsTheConflict() {
        Table table = withDeclared(Table.of("Orders", PK_SK), new AttributeDefinition("SK", AttributeType.N));

        assertThat(errors(model(table))).extracting(Finding::path, Finding::message).containsExactly(tuple(
                "DataModel[0].NonKeyAttributes[0].AttributeType",
                "SK is declared N but is a S key of the table; a key attribute has one type"));
    }

    @Test
    void validate_whenIndexGivesTableKeyAnotherType_reportsTwoAttributesOfOneName() {
        SecondaryIndex gsi = SecondaryIndex.gsi("ByNumber",
                KeySchema.of(KeyAttribute.of("SK", ScalarType.N)), Projection.keysOnly());
        Table table = Table.of("Orders", PK_SK).withIndexes(List.of(gsi), List.of());

        assertThat(errors(model(table))).extracting(Finding::path, Finding::message).containsExactly(tuple(
                "DataModel[0].GlobalSecondaryIndexes[0].KeyAttributes",
                "Cannot have two attributes with the same name: SK is a S key of the table and a N key of index ByNumber"));
    }

    @Test
    void validate_whenPartitionAndSortKeyAreOneAttribute_reportsIt() {
        Table table = Table.of("Orders", KeySchema.of(KeyAttribute.of("PK", ScalarType.S), KeyAttribute.of("PK", ScalarType.S)));

        assertThat(errors(model(table))).extracting(Finding::path, Finding::message).containsExactly(tuple(
                "DataModel[0].KeyAttributes",
                "Both the Hash Key and the Range Key element in the KeySchema have the same name: PK"));
    }

    @Test
    void validate_whenLsiOnTableWithoutSortKey_reportsTheMissingRangeKey() {
        Table table = Table.of("Orders", PK_ONLY).withIndexes(List.of(),
                List.of(lsi("ByDate", KeySchema.of(KeyAttribute.of("PK", ScalarType.S), KeyAttribute.of("Date", ScalarType.S)))));

        assertThat(errors(model(table))).extracting(Finding::path, Finding::message).containsExactly(tuple(
                "Tablewright.Tables.Orders.LocalSecondaryIndexes[0]",
                "One or more parameter values were invalid: Table KeySchema does not have a range key, "
                        + "which is required when specifying a LocalSecondaryIndex"));
    }

    @Test
    void validate_whenLsiHasAnotherPartitionKey_reportsTheLeadingHashKey() {
        Table table = Table.of("Orders", PK_SK).withIndexes(List.of(),
                List.of(lsi("ByDate", KeySchema.of(KeyAttribute.of("Customer", ScalarType.S), KeyAttribute.of("Date", ScalarType.S)))));

        assertThat(errors(model(table))).extracting(Finding::path, Finding::message).containsExactly(tuple(
                "Tablewright.Tables.Orders.LocalSecondaryIndexes[0].KeyAttributes.PartitionKey",
                "One or more parameter values were invalid: Index KeySchema does not have the same leading hash key as "
                        + "table KeySchema for index: ByDate. index hash key: Customer, table hash key: PK"));
    }

    @Test
    void validate_whenLsiHasNoSortKey_reportsIt() {
        Table table = Table.of("Orders", PK_SK).withIndexes(List.of(), List.of(lsi("Plain", PK_ONLY)));

        assertThat(errors(model(table))).extracting(Finding::path).containsExactly(
                "Tablewright.Tables.Orders.LocalSecondaryIndexes[0].KeyAttributes");
        assertThat(errors(model(table)).get(0).message())
                .startsWith("One or more parameter values were invalid: Index KeySchema does not have a range key for index: Plain");
    }

    @Test
    void validate_whenLsiIsWellFormed_reportsNothing() {
        Table table = Table.of("Orders", PK_SK).withIndexes(List.of(),
                List.of(lsi("ByDate", KeySchema.of(KeyAttribute.of("PK", ScalarType.S), KeyAttribute.of("Date", ScalarType.S)))));

        assertThat(errors(model(table))).isEmpty();
    }

    @Test
    void validate_whenIncludeProjectsMoreThan100AttributesInTotal_reportsTheLimit() {
        List<String> sixty = IntStream.range(0, 60).mapToObj(i -> "a" + i).toList();
        List<String> fortyOne = IntStream.range(0, 41).mapToObj(i -> "b" + i).toList();
        List<SecondaryIndex> gsis = new ArrayList<>();
        gsis.add(SecondaryIndex.gsi("GSI1", GSI1.keySchema(), Projection.include(sixty)));
        gsis.add(SecondaryIndex.gsi("GSI2", GSI1.keySchema(), Projection.include(fortyOne)));
        Table table = Table.of("Orders", PK_SK).withIndexes(gsis, List.of());

        assertThat(errors(model(table))).extracting(Finding::path, Finding::message).containsExactly(tuple(
                "DataModel[0]", "One or more parameter values were invalid: the indexes of table Orders project 101 "
                        + "NonKeyAttributes in total; the limit summed across all secondary indexes is 100"));
    }

    @Test
    void validate_whenIncludeProjectsExactly100_acceptsIt() {
        List<String> hundred = IntStream.range(0, 100).mapToObj(i -> "a" + i).toList();
        Table table = Table.of("Orders", PK_SK).withIndexes(
                List.of(SecondaryIndex.gsi("GSI1", GSI1.keySchema(), Projection.include(hundred))), List.of());

        assertThat(errors(model(table))).isEmpty();
    }

    @Test
    void validate_whenIncludeNamesNoAttributes_reportsIt() {
        Table table = Table.of("Orders", PK_SK).withIndexes(
                List.of(SecondaryIndex.gsi("GSI1", GSI1.keySchema(), Projection.include(List.of()))), List.of());

        assertThat(errors(model(table))).extracting(Finding::path).containsExactly("DataModel[0].GlobalSecondaryIndexes[0].Projection");
    }

    @Test
    void validate_whenAllProjectionListsAttributes_reportsIt() {
        Table table = Table.of("Orders", PK_SK).withIndexes(List.of(SecondaryIndex.gsi("GSI1", GSI1.keySchema(),
                new Projection(ProjectionType.ALL, List.of("x")))), List.of());

        assertThat(errors(model(table))).singleElement().satisfies(f -> assertThat(f.message())
                .isEqualTo("One or more parameter values were invalid: ProjectionType is ALL, but NonKeyAttributes is "
                        + "specified (index GSI1)"));
    }

    @Test
    void validate_whenItemShardValueIsOutsideTheShardRange_warns() {
        SecondaryIndex gsi2 = SecondaryIndex.gsi("GSI2", KeySchema.of(KeyAttribute.of("Bucket", ScalarType.N),
                KeyAttribute.of("Data", ScalarType.S)), Projection.all()).withShards(new ShardSpec("Bucket", 15, null));
        Table table = Table.of("Orders", PK_SK).withIndexes(List.of(gsi2), List.of()).withItems(List.of(
                item("PK", "o1", "SK", "c1").with("Bucket", AttributeValue.n(3)),
                item("PK", "o2", "SK", "c1").with("Bucket", AttributeValue.n(15))));

        assertThat(warnings(model(table))).extracting(Finding::path, Finding::message).containsExactly(tuple(
                "DataModel[0].TableData[1].Bucket", "Bucket is 15, outside the index's shard range 0..14"));
    }

    @Test
    void validate_whenShardAttributeIsNotTheIndexPartitionKey_warns() {
        SecondaryIndex gsi = SecondaryIndex.gsi("GSI2", GSI1.keySchema(), Projection.all())
                .withShards(new ShardSpec("Bucket", 15, null));
        Table table = Table.of("Orders", PK_SK).withIndexes(List.of(gsi), List.of());

        assertThat(warnings(model(table))).extracting(Finding::path, Finding::message).containsExactly(tuple(
                "Tablewright.Tables.Orders.IndexShards.GSI2",
                "the shard attribute Bucket is not the partition key of index GSI2 (SK)"));
    }
}
