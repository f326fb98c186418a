package dev.tablewright.validate;

import static dev.tablewright.validate.Fixtures.errors;
import static dev.tablewright.validate.Fixtures.item;
import static dev.tablewright.validate.Fixtures.model;
import static dev.tablewright.validate.Fixtures.table;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.Item;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ItemValueRulesTest {
    private static Item base() {
        return item("PK", "o1", "SK", "c1");
    }

    @Test
    void validate_whenStringSetIsEmpty_reportsTheEmptySet() {
        assertThat(errors(model(table(base().with("Tags", AttributeValue.ss(List.of()))))))
                .extracting(Finding::path, Finding::message).containsExactly(tuple("DataModel[0].TableData[0].Tags",
                        "One or more parameter values were invalid: An string set may not be empty"));
    }

    @Test
    void validate_whenNumberSetIsEmpty_namesANumberSet() {
        assertThat(errors(model(table(base().with("Sizes", AttributeValue.ns(List.of())))))).extracting(Finding::message)
                .containsExactly("One or more parameter values were invalid: An number set may not be empty");
    }

    @Test
    void validate_whenStringSetHasDuplicates_reportsTheInputCollection() {
        assertThat(errors(model(table(base().with("Tags", AttributeValue.ss(List.of("a", "b", "a")))))))
                .extracting(Finding::path, Finding::message).containsExactly(tuple("DataModel[0].TableData[0].Tags",
                        "One or more parameter values were invalid: Input collection [a, b, a] contains duplicates (a)."));
    }

    @Test
    void validate_whenNumberSetHasEqualNumbersInOtherNotation_reportsDuplicates() {
        assertThat(errors(model(table(base().with("Sizes", AttributeValue.ns(List.of("10", "1E+1"))))))).hasSize(1);
    }

    @Test
    void validate_whenBinarySetHasDuplicates_reportsThem() {
        Binary one = Binary.of(new byte[] {1});
        assertThat(errors(model(table(base().with("Blobs", AttributeValue.bs(List.of(one, Binary.of(new byte[] {1}))))))))
                .hasSize(1);
    }

    @Test
    void validate_whenSetIsNestedInAMapInAList_pointsToItsPath() {
        AttributeValue nested = AttributeValue.l(List.of(AttributeValue.s("x"),
                AttributeValue.m(Map.of("Tags", AttributeValue.ss(List.of())))));

        assertThat(errors(model(table(base().with("Info", nested))))).extracting(Finding::path)
                .containsExactly("DataModel[0].TableData[0].Info.L[1].M.Tags");
    }

    @Test
    void validate_whenNumberHas39SignificantDigits_reportsPrecision() {
        String digits = "1" + "2".repeat(38);
        assertThat(errors(model(table(base().with("Big", AttributeValue.n(digits)))))).extracting(Finding::path, Finding::message)
                .containsExactly(tuple("DataModel[0].TableData[0].Big",
                        "Attempting to store more than 38 significant digits in a Number (" + digits + " has 39)"));
    }

    @Test
    void validate_whenNumberHas38DigitsAndTrailingZeros_acceptsIt() {
        assertThat(errors(model(table(base().with("Big", AttributeValue.n("1" + "2".repeat(37) + "000")))))).isEmpty();
    }

    @Test
    void validate_whenNumberIs1E126_reportsOverflow() {
        assertThat(errors(model(table(base().with("Huge", AttributeValue.n("-1E126")))))).extracting(Finding::message)
                .containsExactly("Number overflow. Attempting to store a number with magnitude larger than supported "
                        + "range (-1E126)");
    }

    @Test
    void validate_whenNumberIsTheLargestAllowed_acceptsIt() {
        assertThat(errors(model(table(base().with("Max",
                AttributeValue.n("9.9999999999999999999999999999999999999E+125")))))).isEmpty();
    }

    @Test
    void validate_whenNumberIsBelow1EMinus130_reportsUnderflow() {
        assertThat(errors(model(table(base().with("Tiny", AttributeValue.n("9E-131")))))).extracting(Finding::message)
                .containsExactly("Number underflow. Attempting to store a number with magnitude smaller than supported "
                        + "range (9E-131)");
    }

    @Test
    void validate_whenNumberSetMemberOverflows_pointsToTheMember() {
        assertThat(errors(model(table(base().with("Sizes", AttributeValue.ns(List.of("1", "1E200")))))))
                .extracting(Finding::path).containsExactly("DataModel[0].TableData[0].Sizes.NS[1]");
    }

    @Test
    void validate_whenItemIsOver400KB_reportsItemSize() {
        Item big = base().with("Body", AttributeValue.s("x".repeat(400 * 1024)));

        assertThat(errors(model(table(big)))).extracting(Finding::path, Finding::message).containsExactly(tuple(
                "DataModel[0].TableData[0]", "Item size has exceeded the maximum allowed size (409612 bytes; the limit is 409600)"));
    }

    @Test
    void validate_whenItemIsExactly400KB_acceptsIt() {
        Item item = base().with("Body", AttributeValue.s("x".repeat(400 * 1024 - 12)));

        assertThat(errors(model(table(item)))).isEmpty();
    }

    @Test
    void validate_whenListsNest33Deep_reportsNestingLevels() {
        AttributeValue value = AttributeValue.s("leaf");
        for (int i = 0; i < 33; i++) {
            value = AttributeValue.l(List.of(value));
        }

        assertThat(errors(model(table(base().with("Deep", value))))).extracting(Finding::path, Finding::message)
                .containsExactly(tuple("DataModel[0].TableData[0].Deep", "Nesting Levels have exceeded supported limits "
                        + "(Deep nests lists and maps 33 levels deep; the limit is 32)"));
    }

    @Test
    void validate_whenMapsNest32Deep_acceptsThem() {
        AttributeValue value = AttributeValue.s("leaf");
        for (int i = 0; i < 32; i++) {
            value = AttributeValue.m(Map.of("x", value));
        }

        assertThat(errors(model(table(base().with("Deep", value))))).isEmpty();
    }

    @Test
    void validate_whenNumberHasSurroundingSpace_reportsItIsNotANumber() {
        assertThat(errors(model(table(base().with("Score", AttributeValue.n(" 5")))))).extracting(Finding::path, Finding::message)
                .containsExactly(tuple("DataModel[0].TableData[0].Score",
                        "A value provided cannot be converted into a number (' 5')"));
    }

    @Test
    void validate_whenNumberSetMemberHasSpace_pointsToTheMember() {
        assertThat(errors(model(table(base().with("Sizes", AttributeValue.ns(List.of("1", "2 "))))))).extracting(Finding::path)
                .containsExactly("DataModel[0].TableData[0].Sizes.NS[1]");
    }

    @Test
    void validate_whenStringHoldsALoneSurrogate_reportsIt() {
        assertThat(errors(model(table(base().with("Name", AttributeValue.s("a\ud800b")))))).extracting(Finding::path, Finding::message)
                .containsExactly(tuple("DataModel[0].TableData[0].Name", "One or more parameter values were invalid: "
                        + "a string holds a lone surrogate (\\uD800 at character 1), which is not valid UTF-16 and has no UTF-8 form"));
    }

    @Test
    void validate_whenStringHoldsASurrogatePair_acceptsIt() {
        assertThat(errors(model(table(base().with("Name", AttributeValue.s("smile \ud83d\ude00")))))).isEmpty();
    }

    @Test
    void validate_whenSetMemberOrMapKeyHoldsALoneSurrogate_pointsToIt() {
        assertThat(errors(model(table(base().with("Tags", AttributeValue.ss(List.of("ok", "\udc00")))
                .with("Info", AttributeValue.m(Map.of("k\ud800", AttributeValue.s("v")))))))).extracting(Finding::path)
                .containsExactlyInAnyOrder("DataModel[0].TableData[0].Tags.SS[1]", "DataModel[0].TableData[0].Info.M.k\ud800");
    }
}
