package dev.tablewright.validate;

import static dev.tablewright.validate.Fixtures.GSI1;
import static dev.tablewright.validate.Fixtures.PK_SK;
import static dev.tablewright.validate.Fixtures.errors;
import static dev.tablewright.validate.Fixtures.model;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class NameRulesTest {

    @Test
    void validate_whenTableNameHasTwoCharacters_reportsTheLengthConstraint() {
        List<Finding> errors = errors(model(Table.of("ab", PK_SK)));

        assertThat(errors).extracting(Finding::path, Finding::message).containsExactly(tuple("DataModel[0].TableName",
                "1 validation error detected: Value 'ab' at 'tableName' failed to satisfy constraint: "
                        + "Member must have length greater than or equal to 3"));
    }

    @Test
    void validate_whenTableNameIsLongerThan255_reportsTheLengthConstraint() {
        List<Finding> errors = errors(model(Table.of("t".repeat(256), PK_SK)));

        assertThat(errors).singleElement().satisfies(f -> {
            assertThat(f.path()).isEqualTo("DataModel[0].TableName");
            assertThat(f.message()).endsWith("Member must have length less than or equal to 255");
        });
    }

    @Test
    void validate_whenTableNameHasASpace_reportsThePattern() {
        List<Finding> errors = errors(model(Table.of("My Table", PK_SK)));

        assertThat(errors).singleElement().satisfies(f -> assertThat(f.message())
                .isEqualTo("1 validation error detected: Value 'My Table' at 'tableName' failed to satisfy constraint: "
                        + "Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+"));
    }

    @Test
    void validate_whenNameUsesDotsDashesAndUnderscores_acceptsIt() {
        assertThat(errors(model(Table.of("HR-OE_v1.2", PK_SK)))).isEmpty();
    }

    @Test
    void validate_whenTwoTablesShareAName_reportsTheSecond() {
        List<Finding> errors = errors(model(Table.of("Orders", PK_SK), Table.of("Orders", PK_SK)));

        assertThat(errors).extracting(Finding::path).containsExactly("DataModel[1].TableName");
        assertThat(errors.get(0).message()).startsWith("Table already exists: Orders");
    }

    @Test
    void validate_whenIndexNameIsBad_reportsItsPath() {
        SecondaryIndex gsi = SecondaryIndex.gsi("G!", GSI1.keySchema(), Projection.all());
        List<Finding> errors = errors(model(Table.of("Orders", PK_SK).withIndexes(List.of(gsi), List.of())));

        assertThat(errors).extracting(Finding::path).containsExactly("DataModel[0].GlobalSecondaryIndexes[0].IndexName",
                "DataModel[0].GlobalSecondaryIndexes[0].IndexName");
        assertThat(errors).extracting(Finding::message).anyMatch(m -> m.contains("at 'indexName'")
                && m.endsWith("greater than or equal to 3"));
    }

    @Test
    void validate_whenGsiAndLsiShareAName_reportsTheDuplicateOnTheLsi() {
        SecondaryIndex lsi = SecondaryIndex.lsi("GSI1",
                KeySchema.of(KeyAttribute.of("PK", ScalarType.S), KeyAttribute.of("Date", ScalarType.S)), Projection.all());
        List<Finding> errors = errors(model(Table.of("Orders", PK_SK).withIndexes(List.of(GSI1), List.of(lsi))));

        assertThat(errors).extracting(Finding::path, Finding::message).containsExactly(tuple(
                "Tablewright.Tables.Orders.LocalSecondaryIndexes[0].IndexName",
                "One or more parameter values were invalid: Duplicate index name: GSI1"));
    }

    @Test
    void validate_whenTableHas21Gsis_reportsTheLimit() {
        List<SecondaryIndex> gsis = new ArrayList<>();
        for (int i = 0; i < 21; i++) {
            gsis.add(SecondaryIndex.gsi("GSI" + (100 + i), GSI1.keySchema(), Projection.keysOnly()));
        }
        List<Finding> errors = errors(model(Table.of("Orders", PK_SK).withIndexes(gsis, List.of())));

        assertThat(errors).extracting(Finding::path, Finding::message).containsExactly(tuple(
                "DataModel[0].GlobalSecondaryIndexes",
                "GlobalSecondaryIndex count exceeds the per-table limit of 20 (this table has 21)"));
    }

    @Test
    void validate_whenTableHas20Gsis_acceptsThem() {
        List<SecondaryIndex> gsis = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            gsis.add(SecondaryIndex.gsi("GSI" + (100 + i), GSI1.keySchema(), Projection.keysOnly()));
        }
        assertThat(errors(model(Table.of("Orders", PK_SK).withIndexes(gsis, List.of())))).isEmpty();
    }

    @Test
    void validate_whenTableHasSixLsis_reportsTheLimit() {
        List<SecondaryIndex> lsis = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            lsis.add(SecondaryIndex.lsi("LSI" + (10 + i),
                    KeySchema.of(KeyAttribute.of("PK", ScalarType.S), KeyAttribute.of("D" + i, ScalarType.S)),
                    Projection.keysOnly()));
        }
        List<Finding> errors = errors(model(Table.of("Orders", PK_SK).withIndexes(List.of(), lsis)));

        assertThat(errors).extracting(Finding::path, Finding::message).containsExactly(tuple(
                "Tablewright.Tables.Orders.LocalSecondaryIndexes",
                "Cannot have more than 5 local secondary indexes per table (this table has 6)"));
    }

    @Test
    void validate_whenKeyAttributeNameIsOver255Bytes_reportsTheKeySchemaConstraint() {
        String longName = "k".repeat(256);
        Table table = Table.of("Orders", KeySchema.of(KeyAttribute.of("PK", ScalarType.S), KeyAttribute.of(longName, ScalarType.S)));

        assertThat(errors(model(table))).extracting(Finding::path).containsExactly("DataModel[0].KeyAttributes.SortKey.AttributeName");
        assertThat(errors(model(table)).get(0).message()).endsWith("Member must have length less than or equal to 255");
    }
}
