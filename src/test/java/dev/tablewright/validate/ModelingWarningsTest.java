package dev.tablewright.validate;

import static dev.tablewright.validate.Fixtures.item;
import static dev.tablewright.validate.Fixtures.model;
import static dev.tablewright.validate.Fixtures.table;
import static dev.tablewright.validate.Fixtures.warnings;
import static dev.tablewright.validate.Fixtures.withPatterns;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Facet;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Operation;
import java.util.List;
import org.junit.jupiter.api.Test;

class ModelingWarningsTest {

    @Test
    void validate_whenNoPatternUsesAGsi_warnsAtTheIndex() {
        AccessPattern byKey = AccessPattern.builder("by key", "Orders", Operation.Query).partitionKey("o1").build();

        assertThat(warnings(withPatterns(table(), byKey))).extracting(Finding::path, Finding::message).containsExactly(tuple(
                "DataModel[0].GlobalSecondaryIndexes[0]",
                "no access pattern uses GSI GSI1; it still costs a write for every item that carries its key attributes"));
    }

    @Test
    void validate_whenTableHasNoPatternsAtAll_doesNotWarnAboutItsIndexes() {
        assertThat(warnings(model(table()))).isEmpty();
    }

    @Test
    void validate_whenAPatternUsesTheGsi_doesNotWarn() {
        AccessPattern byGsi = AccessPattern.builder("by gsi", "Orders", Operation.Query).index("GSI1").partitionKey("c1").build();

        assertThat(warnings(withPatterns(table(), byGsi))).isEmpty();
    }

    @Test
    void validate_whenPatternNeedsAScan_warnsAtItsOperation() {
        AccessPattern scan = AccessPattern.builder("everything", "Orders", Operation.Scan).index("GSI1").build();

        assertThat(warnings(withPatterns(table(item("PK", "a", "SK", "b")), scan))).extracting(Finding::path, Finding::message)
                .containsExactly(tuple("Tablewright.AccessPatterns[0].Operation", "'everything' needs a Scan: it reads "
                        + "every item of index GSI1 (1 items in the model) on each run; a key design that serves it with "
                        + "a Query costs far less"));
    }

    @Test
    void validate_whenFindingsMix_putsErrorsFirstThenFileOrder() {
        AccessPattern scan = AccessPattern.builder("everything", "Orders", Operation.Scan).build();
        List<Finding> findings = new ModelValidator().validate(withPatterns(
                table(item("PK", "a", "SK", "b"), item("PK", "a")), scan));

        assertThat(findings).extracting(Finding::severity, Finding::path).containsExactly(
                tuple(Severity.ERROR, "DataModel[0].TableData[1]"),
                tuple(Severity.WARNING, "DataModel[0].GlobalSecondaryIndexes[0]"),
                tuple(Severity.WARNING, "Tablewright.AccessPatterns[0].Operation"));
        assertThat(ModelValidator.hasErrors(findings)).isTrue();
    }

    @Test
    void pathOrder_whenIndexesHaveSeveralDigits_comparesThemAsNumbers() {
        assertThat(PathOrder.INSTANCE.compare("DataModel[0].TableData[10]", "DataModel[0].TableData[9]")).isPositive();
        assertThat(PathOrder.INSTANCE.compare("DataModel[1].TableName", "Tablewright.AccessPatterns[0]")).isNegative();
    }

    @Test
    void validate_whenFacetItemDoesNotFitTheKeyTemplate_warnsAtTheKey() {
        Facet employee = Fixtures.facet("Employee", item("PK", "HR-E01", "SK", "John Smith"), item("PK", "OE-C01", "SK", "E01"))
                .withTemplates(KeyTemplate.of("HR-${EmployeeID}"), KeyTemplate.of("${EmployeeName}"));

        assertThat(warnings(model(table().withFacets(List.of(employee))))).extracting(Finding::path, Finding::message)
                .containsExactly(tuple("DataModel[0].TableFacets[0].TableData[1].PK",
                        "PK 'OE-C01' does not fit facet Employee's template 'HR-${EmployeeID}'"));
    }

    @Test
    void regex_whenPlaceholderRepeats_requiresTheSameText() {
        assertThat(FacetTemplateRule.regex(KeyTemplate.of("${a}#x#${a}")).matcher("q#x#q").matches()).isTrue();
        assertThat(FacetTemplateRule.regex(KeyTemplate.of("${a}#x#${a}")).matcher("q#x#r").matches()).isFalse();
        assertThat(FacetTemplateRule.regex(KeyTemplate.of("a.b(${c})")).matcher("a.b(1)").matches()).isTrue();
    }
}
