package dev.tablewright.sample;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.AttributeDefinition;
import dev.tablewright.model.Extras;
import dev.tablewright.model.Facet;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SampleDataGeneratorTest {
    private static final Map<String, String> EMPLOYEE_GENERATORS = new LinkedHashMap<>();

    static {
        EMPLOYEE_GENERATORS.put("EmployeeID", "E#{numerify '####'}");
        EMPLOYEE_GENERATORS.put("EmployeeName", "#{Name.fullName}");
        EMPLOYEE_GENERATORS.put("Data", "#{Address.state}");
        EMPLOYEE_GENERATORS.put("Salary", "#{number.numberBetween '40000','90000'}");
    }

    private static final Facet EMPLOYEE = new Facet("Employee", "EmployeeID", "EmployeeName",
            KeyTemplate.of("HR-${EmployeeID}"), KeyTemplate.of("${EmployeeName}"), List.of("Data", "Salary"), List.of(),
            "#4C9AFF", EMPLOYEE_GENERATORS, Extras.none());

    private static final Table HR = new Table("HR-OE",
            KeySchema.of(KeyAttribute.of("PK", ScalarType.S), KeyAttribute.of("SK", ScalarType.S)),
            List.of(new AttributeDefinition("Data", AttributeType.S), new AttributeDefinition("Salary", AttributeType.N)),
            List.of(SecondaryIndex.gsi("GSI1", KeySchema.of(KeyAttribute.of("SK", ScalarType.S),
                    KeyAttribute.of("Data", ScalarType.S)), Projection.all())),
            List.of(), List.of(EMPLOYEE), List.of(), null, null, Extras.none());

    @Test
    void generate_whenFacetHasTemplates_fillsKeysFromGeneratedValues() {
        List<Item> items = new SampleDataGenerator(7).generate(HR, "Employee", 5);

        assertThat(items).hasSize(5).allSatisfy(item -> {
            assertThat(((AttributeValue.S) item.get("PK")).value()).matches("HR-E\\d{4}");
            assertThat(((AttributeValue.S) item.get("SK")).value()).contains(" ");
            assertThat(item.names()).containsExactly("PK", "SK", "Data", "Salary");
        });
    }

    @Test
    void generate_whenAttributeIsDeclaredN_makesANumber() {
        Item item = new SampleDataGenerator(7).generate(HR, "Employee", 1).get(0);

        assertThat(item.get("Salary")).isInstanceOfSatisfying(AttributeValue.N.class,
                n -> assertThat(n.decimal().intValue()).isBetween(40000, 90000));
        assertThat(item.get("Data")).isInstanceOf(AttributeValue.S.class);
    }

    @Test
    void generate_whenSeedIsTheSame_givesTheSameItems() {
        assertThat(new SampleDataGenerator(42).generate(HR, "Employee", 10))
                .isEqualTo(new SampleDataGenerator(42).generate(HR, "Employee", 10));
    }

    @Test
    void generate_whenSeedDiffers_givesOtherItems() {
        assertThat(new SampleDataGenerator(1).generate(HR, "Employee", 3))
                .isNotEqualTo(new SampleDataGenerator(2).generate(HR, "Employee", 3));
    }

    @Test
    void generate_whenAliasesFeedOnlyKeys_doesNotWriteThemAsAttributes() {
        Item item = new SampleDataGenerator(3).generate(HR, "Employee", 1).get(0);

        assertThat(item.names()).doesNotContain("EmployeeID", "EmployeeName");
    }

    @Test
    void generate_whenPlaceholderHasNoGenerator_usesAUuid() {
        Facet facet = new Facet("Tag", null, null, KeyTemplate.of("TAG#${id}"), KeyTemplate.of("META"), List.of(),
                List.of(), null, Map.of(), Extras.none());
        Item item = new SampleDataGenerator(3).generate(HR.withFacets(List.of(facet)), "Tag", 1).get(0);

        assertThat(((AttributeValue.S) item.get("PK")).value()).matches("TAG#[0-9a-f-]{36}");
        assertThat(item.get("SK")).isEqualTo(AttributeValue.s("META"));
    }

    @Test
    void generateOne_whenValuesAreGiven_usesThemInsteadOfGenerating() {
        Item item = new SampleDataGenerator(3).generateOne(HR, EMPLOYEE, Map.of("EmployeeID", "E0001", "Salary", "50000"));

        assertThat(item.get("PK")).isEqualTo(AttributeValue.s("HR-E0001"));
        assertThat(item.get("Salary")).isEqualTo(AttributeValue.n("50000"));
    }

    @Test
    void generate_whenKeyIsANumberWithoutTemplate_takesTheGeneratorOfTheKey() {
        Table scores = Table.of("Scores", KeySchema.of(KeyAttribute.of("Id", ScalarType.N)));
        Facet facet = new Facet("Score", null, null, null, null, List.of(), List.of(), null,
                Map.of("Id", "#{number.numberBetween '1','100'}"), Extras.none());
        Item item = new SampleDataGenerator(5).generate(scores.withFacets(List.of(facet)), "Score", 1).get(0);

        assertThat(item.names()).containsExactly("Id");
        assertThat(item.get("Id")).isInstanceOf(AttributeValue.N.class);
    }

    @Test
    void generate_whenFacetIsUnknown_namesTheFacetsThereAre() {
        assertThatThrownBy(() -> new SampleDataGenerator(1).generate(HR, "Robot", 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("table HR-OE has no facet 'Robot' (facets: [Employee])");
    }

    @Test
    void generate_whenNumberAttributeGetsText_explainsWhich() {
        Map<String, String> generators = Map.of("Salary", "#{Name.firstName}");
        Facet facet = new Facet("Bad", null, null, KeyTemplate.of("X"), KeyTemplate.of("Y"), List.of(), List.of(), null,
                generators, Extras.none());

        assertThatThrownBy(() -> new SampleDataGenerator(1).generate(HR.withFacets(List.of(facet)), "Bad", 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("Salary is N but the generator gave '");
    }

    @Test
    void generate_whenExpressionIsUnknown_namesTheExpression() {
        Facet facet = new Facet("Bad", null, null, KeyTemplate.of("X"), KeyTemplate.of("Y"), List.of(), List.of(), null,
                Map.of("Data", "#{Nope.nothing}"), Extras.none());

        assertThatThrownBy(() -> new SampleDataGenerator(1).generate(HR.withFacets(List.of(facet)), "Bad", 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("cannot evaluate datafaker expression '#{Nope.nothing}'");
    }

    @Test
    void generate_whenExpressionUsesAnEarlierValue_substitutesIt() {
        Map<String, String> generators = new LinkedHashMap<>();
        generators.put("Status", "#{options.option 'OPEN','CLOSED'}");
        generators.put("OrderDate", "2024-05-#{numerify '1#'}");
        generators.put("Data", "${Status}#${OrderDate}");
        Facet order = new Facet("Order", "OrderID", "CustomerID", KeyTemplate.of("OE-${OrderID}"),
                KeyTemplate.of("C01"), List.of("Data", "Status", "OrderDate"), List.of(), null, generators, Extras.none());
        Item item = new SampleDataGenerator(9).generate(HR.withFacets(List.of(order)), "Order", 1).get(0);

        String status = ((AttributeValue.S) item.get("Status")).value();
        String date = ((AttributeValue.S) item.get("OrderDate")).value();
        assertThat(item.get("Data")).isEqualTo(AttributeValue.s(status + "#" + date));
    }

    @Test
    void generate_whenFacetListsAttributes_writesOnlyThose() {
        Map<String, String> generators = new LinkedHashMap<>();
        generators.put("EmployeeName", "#{Name.fullName}");
        generators.put("Data", "EMP#${EmployeeName}");
        Facet edge = new Facet("EmployeeWarehouse", "EmployeeID", "WarehouseID", KeyTemplate.of("HR-${EmployeeID}"),
                KeyTemplate.of("W01"), List.of("Data"), List.of(), null, generators, Extras.none());
        Item item = new SampleDataGenerator(9).generate(HR.withFacets(List.of(edge)), "EmployeeWarehouse", 1).get(0);

        assertThat(item.names()).containsExactly("PK", "SK", "Data");
        assertThat(((AttributeValue.S) item.get("Data")).value()).startsWith("EMP#").doesNotContain("${");
    }

    @Test
    void generate_whenFacetListsNoAttributes_writesGeneratedOnesThatDoNotFeedKeys() {
        Map<String, String> generators = new LinkedHashMap<>();
        generators.put("EmployeeID", "E01");
        generators.put("Nickname", "#{Name.firstName}");
        Facet facet = new Facet("Loose", "EmployeeID", null, KeyTemplate.of("HR-${EmployeeID}"), KeyTemplate.of("X"),
                List.of(), List.of(), null, generators, Extras.none());
        Item item = new SampleDataGenerator(9).generate(HR.withFacets(List.of(facet)), "Loose", 1).get(0);

        assertThat(item.names()).containsExactly("PK", "SK", "Nickname");
    }

    @Test
    void generate_whenKeysRepeat_retriesUntilEachKeyIsDistinct() {
        Facet facet = new Facet("Few", null, null, KeyTemplate.of("K#${n}"), KeyTemplate.of("X"), List.of(), List.of(),
                null, Map.of("n", "#{number.numberBetween '0','6'}"), Extras.none());
        List<Item> items = new SampleDataGenerator(4).generate(HR.withFacets(List.of(facet)), "Few", 6);

        assertThat(items).extracting(i -> i.get("PK")).doesNotHaveDuplicates().hasSize(6);
    }

    @Test
    void generate_whenFewerDistinctKeysExistThanAsked_saysSo() {
        Facet facet = new Facet("Few", null, null, KeyTemplate.of("K#${n}"), KeyTemplate.of("X"), List.of(), List.of(),
                null, Map.of("n", "#{number.numberBetween '0','3'}"), Extras.none());

        assertThatThrownBy(() -> new SampleDataGenerator(4).generate(HR.withFacets(List.of(facet)), "Few", 4))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("facet Few made only 3 distinct primary keys in 1000 more attempts; widen its key generators");
    }

    @Test
    void numberedItems_whenGeneratorsRepeatKeys_appendsTheItemsNumberToTheSortKey() {
        Facet facet = new Facet("Few", null, null, KeyTemplate.of("K#${n}"), KeyTemplate.of("X"), List.of(), List.of(),
                null, Map.of("n", "#{number.numberBetween '0','2'}"), Extras.none());
        List<Item> items = new ArrayList<>();
        new SampleDataGenerator(4).numberedItems(HR.withFacets(List.of(facet)), facet, 50).forEachRemaining(items::add);

        assertThat(items).as("50 items from 2 partition keys and one sort key").hasSize(50)
                .extracting(i -> List.of(i.get("PK"), i.get("SK"))).doesNotHaveDuplicates();
        assertThat(items).extracting(i -> i.get("SK")).as("the sort key carries the item's number")
                .startsWith(AttributeValue.s("X#0"), AttributeValue.s("X#1")).endsWith(AttributeValue.s("X#49"));
        assertThat(items).extracting(i -> ((AttributeValue.S) i.get("PK")).value()).as("partitions as generated")
                .allSatisfy(pk -> assertThat(pk).matches("K#[01]"));
    }

    @Test
    void numberedItems_whenTheOnlyKeyIsANumber_appendsTheNumberAsDigitsOfTheCountsWidth() {
        Table scores = Table.of("Scores", KeySchema.of(KeyAttribute.of("Id", ScalarType.N)));
        Facet facet = new Facet("Score", null, null, null, null, List.of(), List.of(), null,
                Map.of("Id", "#{options.option '-4','7','7.5'}"), Extras.none());
        List<String> ids = new ArrayList<>();
        new SampleDataGenerator(5).numberedItems(scores.withFacets(List.of(facet)), facet, 300)
                .forEachRemaining(i -> ids.add(((AttributeValue.N) i.get("Id")).value()));

        assertThat(ids).hasSize(300).doesNotHaveDuplicates()
                .allSatisfy(id -> assertThat(id).as("whole part of -4, 7 or 7.5, then three digits").matches("(-4|7)\\d{3}"));
        assertThat(ids.get(299)).as("item 299's number in its last three digits").endsWith("299");
    }

    @Test
    void numberedItems_whenTheKeyIsBinary_appendsTheNumbersBytes() {
        Table blobs = Table.of("Blobs", KeySchema.of(KeyAttribute.of("Id", ScalarType.B)));
        Facet facet = new Facet("Blob", null, null, null, null, List.of(), List.of(), null, Map.of("Id", "same"),
                Extras.none());
        List<Item> items = new ArrayList<>();
        new SampleDataGenerator(5).numberedItems(blobs.withFacets(List.of(facet)), facet, 3).forEachRemaining(items::add);

        assertThat(items).extracting(i -> new String(((AttributeValue.B) i.get("Id")).value().toByteArray(),
                StandardCharsets.UTF_8)).containsExactly("same#0", "same#1", "same#2");
    }

    @Test
    void numberedItems_whenCountIsAboveTheRememberedKeysBound_isAllowed() {
        Iterator<Item> items = new SampleDataGenerator(1).numberedItems(HR, EMPLOYEE, 10_000_000_000L);

        assertThat(items.hasNext()).as("no bound: nothing is remembered").isTrue();
        assertThat(((AttributeValue.S) items.next().get("SK")).value()).endsWith("#0");
        assertThatThrownBy(() -> new SampleDataGenerator(1).numberedItems(HR, EMPLOYEE, -1))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("count must be 0 or more, was -1");
    }

    @Test
    void convert_whenTypeIsAStringSet_splitsOnCommasWithoutDuplicates() {
        assertThat(SampleDataGenerator.convert("Tags", AttributeType.SS, "a, b,a"))
                .isEqualTo(AttributeValue.ss(List.of("a", "b")));
        assertThat(SampleDataGenerator.convert("On", AttributeType.BOOL, "TRUE")).isEqualTo(AttributeValue.bool(true));
    }
}
