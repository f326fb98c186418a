package dev.tablewright.edit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class ValueParserTest {

    @Test
    void parse_whenEachTypeGivenGoodText_givesTheValueAndTextRoundTrips() {
        List<AttributeValue> values = List.of(
                AttributeValue.s("HR-E01"), AttributeValue.n("-12.5E+3"), AttributeValue.b(Binary.of(new byte[] {1, 2, (byte) 255})),
                AttributeValue.bool(true), AttributeValue.nul(),
                AttributeValue.l(List.of(AttributeValue.s("a"), AttributeValue.n("1"),
                        AttributeValue.m(Map.of("x", AttributeValue.ss(List.of("p", "q")))))),
                AttributeValue.m(Map.of("street", AttributeValue.s("1 Main St"), "n", AttributeValue.n(7))),
                AttributeValue.ss(List.of("red", "green")), AttributeValue.ns(List.of("1", "2.5")),
                AttributeValue.bs(List.of(Binary.of(new byte[] {1}), Binary.of(new byte[] {2}))));
        assertThat(values).extracting(AttributeValue::type).containsExactly(AttributeType.values());
        for (AttributeValue value : values) {
            ValueParser.Result parsed = ValueParser.parse(value.type(), ValueParser.text(value));
            assertThat(parsed.error()).as(value.type().name()).isNull();
            assertThat(parsed.value()).as(value.type().name()).isEqualTo(value);
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "N|12a|is not a number",
            "N||A number is required",
            "N|1.2345678901234567890123456789012345678901|at most 38 significant digits",
            "N|1E+126|overflow",
            "N|1E-131|underflow",
            "B|not base64!|is not base64",
            "BOOL|yes|true or false",
            "L|{\"S\": \"a\"}|A list is a JSON array",
            "M|[1]|A map is a JSON object",
            "L|[{\"X\": \"a\"}]|'X' is not one of",
            "M|{\"a\": {\"N\": \"1E+200\"}}|a: Number overflow",
            "M|{\"a\": {|Not valid JSON",
            "SS||may not be empty",
            "NS|1\\n1.0|duplicates: 1.0",
            "NS|1\\nx|is not a number",
            "BS|AQ==\\nAQ==|duplicates",
            "BS|AQ==\\n??|is not base64",
    })
    void parse_whenTextBreaksARule_saysWhich(String type, String text, String expected) {
        ValueParser.Result parsed = ValueParser.parse(AttributeType.valueOf(type),
                text == null ? "" : text.replace("\\n", "\n"));

        assertThat(parsed.ok()).isFalse();
        assertThat(parsed.error()).contains(expected);
    }

    @Test
    void parse_whenSetHasBlankLines_ignoresThemAndKeepsOrder() {
        assertThat(ValueParser.parse(AttributeType.SS, "b\n\n a \n").value())
                .isEqualTo(AttributeValue.ss(List.of("b", "a")));
    }

    @Test
    void parse_whenNumberIsZeroWithManyDigits_acceptsIt() {
        assertThat(ValueParser.parse(AttributeType.N, "0.000000000000000000000000000000000000000000000").ok()).isTrue();
    }
}
