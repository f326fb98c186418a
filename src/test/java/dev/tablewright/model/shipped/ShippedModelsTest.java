package dev.tablewright.model.shipped;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.formats.LoadedModel;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.Item;
import dev.tablewright.sample.SampleDataGenerator;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Facet;
import dev.tablewright.model.Model;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Table;
import dev.tablewright.validate.Finding;
import dev.tablewright.validate.ModelValidator;
import dev.tablewright.validate.Severity;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The shipped models load, validate clean, and every access pattern finds what it should. */
class ShippedModelsTest {

    static Stream<Path> models() {
        return ShippedModels.ALL.stream();
    }

    @Test
    void modelsFolder_whenListed_holdsExactlyTheShippedModels() throws Exception {
        try (Stream<Path> files = Files.list(Path.of("models"))) {
            assertThat(files.filter(f -> f.toString().endsWith(".json")).map(f -> f.getFileName().toString()))
                    .containsExactlyInAnyOrder("hr-oe.json", "gaming.json", "person-records.json", "tournaments.json");
        }
    }

    @ParameterizedTest
    @MethodSource("models")
    void validate_whenShippedModelIsChecked_hasNoErrors(Path file) throws Exception {
        List<Finding> findings = new ModelValidator().validate(ModelFiles.read(file).model());

        assertThat(findings).filteredOn(f -> f.severity() == Severity.ERROR).as(file.toString()).isEmpty();
    }

    @ParameterizedTest
    @MethodSource("models")
    void validate_whenShippedModelIsChecked_hasNoWarningsEither(Path file) throws Exception {
        assertThat(new ModelValidator().validate(ModelFiles.read(file).model())).as(file.toString()).isEmpty();
    }

    @Test
    void hrOe_whenLoaded_hasTheAwsDesign() throws Exception {
        Model model = ModelFiles.read(ShippedModels.HR_OE).model();
        Table table = model.tables().get(0);

        assertThat(model.tables()).hasSize(1);
        assertThat(table.keySchema().attributeNames()).containsExactly("PK", "SK");
        assertThat(table.findIndex("GSI1").orElseThrow().keySchema().attributeNames()).containsExactly("SK", "Data");
        var gsi2 = table.findIndex("GSI2").orElseThrow();
        assertThat(gsi2.keySchema().attributeNames()).containsExactly("GSI-Bucket", "Data");
        assertThat(gsi2.shards().count()).isEqualTo(15);
        assertThat(table.facets()).extracting(Facet::name).contains("Employee", "Region", "Country", "Location", "Job",
                "Department", "Customer", "Order", "Product", "Warehouse", "OrderItem");
        assertThat(table.allItems()).hasSizeGreaterThanOrEqualTo(60);
        assertThat(model.accessPatterns()).hasSize(14);
        assertThat(table.allItems()).filteredOn(i -> i.has("GSI-Bucket")).isNotEmpty()
                .allSatisfy(i -> assertThat(((dev.tablewright.model.AttributeValue.S) i.get("PK")).value())
                        .startsWith("OE-O"));
    }

    @Test
    void hrOe_whenPatternsAreRead_fansOutPatternFiveAndReversesPatternFourteen() throws Exception {
        List<AccessPattern> patterns = ModelFiles.read(ShippedModels.HR_OE).model().accessPatterns();

        AccessPattern five = patterns.get(4);
        assertThat(five.index()).isEqualTo("GSI2");
        assertThat(five.fanOut().first()).isZero();
        assertThat(five.fanOut().last()).isEqualTo(14);
        assertThat(five.sortKey().value().text()).startsWith("OPEN#");
        assertThat(five.sortKey().upper().text()).startsWith("OPEN#");
        assertThat(patterns.get(13).scanIndexForward()).isFalse();
        assertThat(patterns).allSatisfy(p -> assertThat(p.frequencyPerSecond()).as(p.name()).isPositive());
    }

    @Test
    void gaming_whenLoaded_hasBothDesignsWithSevenPatternsEach() throws Exception {
        Model model = ModelFiles.read(ShippedModels.GAMING).model();

        assertThat(model.tables()).hasSize(2);
        for (Table table : model.tables()) {
            List<AccessPattern> patterns = model.accessPatterns().stream()
                    .filter(p -> p.table().equals(table.name())).toList();
            assertThat(patterns).as(table.name()).hasSize(7);
            assertThat(patterns).extracting(AccessPattern::frequencyPerSecond)
                    .containsExactly(2000.0, 1000.0, 500.0, 150.0, 100.0, 50.0, 1.0);
            assertThat(patterns.get(4).operation()).isEqualTo(Operation.UpdateItem);
            assertThat(patterns.get(5).operation()).isEqualTo(Operation.PutItem);
        }
        Table overloaded = model.findTable("GamePlayerOverloaded").orElseThrow();
        assertThat(overloaded.allItems()).filteredOn(i -> i.has("PlayerID"))
                .hasSizeLessThan(overloaded.allItems().size());
    }

    @Test
    void personRecords_whenLoaded_has75ItemsAndTheReverseIndex() throws Exception {
        Model model = ModelFiles.read(ShippedModels.PERSON_RECORDS).model();
        Table table = model.tables().get(0);

        assertThat(table.allItems()).hasSize(75);
        assertThat(table.findIndex("reverse-index").orElseThrow().keySchema().attributeNames()).containsExactly("sk", "pk");
        assertThat(model.accessPatterns()).extracting(AccessPattern::index).contains(null, "reverse-index");
    }

    @ParameterizedTest
    @MethodSource("models")
    void accessPatterns_whenRunWithTheirDefaults_findWhatTheyShould(Path file) throws Exception {
        Model model = ModelFiles.read(file).model();

        for (AccessPattern pattern : model.accessPatterns()) {
            List<Item> found = PatternProbe.matches(model, pattern);
            if (pattern.operation() == Operation.PutItem) {
                assertThat(found).as(pattern.name() + " adds a new item").isEmpty();
            } else if (pattern.operation().isRead()) {
                assertThat(found).as(pattern.name() + " returns items").isNotEmpty();
            } else {
                assertThat(found).as(pattern.name() + " addresses an existing item").hasSize(1);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("models")
    void generate_whenEveryFacetMakesItems_theyValidate(Path file) throws Exception {
        LoadedModel loaded = ModelFiles.read(file);
        for (Table table : loaded.model().tables()) {
            for (Facet facet : table.facets()) {
                List<Item> items = new SampleDataGenerator(11).generate(table, facet, 5);
                Facet alone = facet.withItems(items);
                Model generated = new Model("g", null, List.of(table.withItems(List.of()).withFacets(List.of(alone))),
                        List.of(), null);

                assertThat(new ModelValidator().validate(generated))
                        .as(file + " " + table.name() + "/" + facet.name() + " " + items).isEmpty();
            }
        }
    }
}
