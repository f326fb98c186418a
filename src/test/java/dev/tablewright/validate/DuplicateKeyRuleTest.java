package dev.tablewright.validate;

import static dev.tablewright.validate.Fixtures.errors;
import static dev.tablewright.validate.Fixtures.facet;
import static dev.tablewright.validate.Fixtures.item;
import static dev.tablewright.validate.Fixtures.model;
import static dev.tablewright.validate.Fixtures.table;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import java.util.List;
import org.junit.jupiter.api.Test;

class DuplicateKeyRuleTest {

    @Test
    void validate_whenTwoItemsShareAPrimaryKey_reportsTheSecondNamingTheFirst() {
        assertThat(errors(model(table(item("PK", "o1", "SK", "c1"), item("PK", "o1", "SK", "c2"),
                item("PK", "o1", "SK", "c1", "Data", "x"))))).extracting(Finding::path, Finding::message)
                .containsExactly(tuple("DataModel[0].TableData[2]", "Provided list of item keys contains duplicates: "
                        + "this item has the same primary key as DataModel[0].TableData[0] (PK=o1, SK=c1)"));
    }

    @Test
    void validate_whenDuplicatesSitInDifferentFacets_findsThem() {
        Table table = table().withFacets(List.of(facet("A", item("PK", "k", "SK", "s")), facet("B", item("PK", "k", "SK", "s"))));

        assertThat(errors(model(table))).extracting(Finding::path).containsExactly("DataModel[0].TableFacets[1].TableData[0]");
    }

    @Test
    void validate_whenNumberKeysDifferOnlyInNotation_treatsThemAsOneKey() {
        Table table = Table.of("Scores", KeySchema.of(KeyAttribute.of("Id", ScalarType.N))).withItems(List.of(
                Item.empty().with("Id", AttributeValue.n("1.50")), Item.empty().with("Id", AttributeValue.n("15E-1"))));

        assertThat(errors(model(table))).extracting(Finding::path).containsExactly("DataModel[0].TableData[1]");
    }

    @Test
    void validate_whenKeysDifferOnlyInSortKey_acceptsThem() {
        assertThat(errors(model(table(item("PK", "o1", "SK", "a"), item("PK", "o1", "SK", "b"))))).isEmpty();
    }

    @Test
    void validate_whenManyItemsHoldAFewDuplicates_reportsEachLaterOneNamingItsFirst() {
        List<Item> items = new java.util.ArrayList<>();
        for (int i = 0; i < 5_000; i++) {
            items.add(item("PK", "p" + (i / 7), "SK", "s" + (i % 7)));
        }
        items.add(item("PK", "p3", "SK", "s2"));   // as item 23
        items.add(item("PK", "p700", "SK", "s0")); // as item 4900
        items.add(item("PK", "p3", "SK", "s2"));   // as item 23 again

        assertThat(errors(model(table().withItems(items)))).extracting(Finding::path, Finding::message).containsExactly(
                tuple("DataModel[0].TableData[5000]", "Provided list of item keys contains duplicates: this item has "
                        + "the same primary key as DataModel[0].TableData[23] (PK=p3, SK=s2)"),
                tuple("DataModel[0].TableData[5001]", "Provided list of item keys contains duplicates: this item has "
                        + "the same primary key as DataModel[0].TableData[4900] (PK=p700, SK=s0)"),
                tuple("DataModel[0].TableData[5002]", "Provided list of item keys contains duplicates: this item has "
                        + "the same primary key as DataModel[0].TableData[23] (PK=p3, SK=s2)"));
    }
}
