package dev.tablewright.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class NumberFormTest {
    /** What DynamoDB Local answers for each number written (seen on Local through PutItem/GetItem). */
    @ParameterizedTest
    @CsvSource({"+5,5", "05,5", "1e3,1000", "1E+3,1000", ".5,0.5", "5.,5", "-0,0", "3.40,3.4", "0.000,0",
            "-0.0E5,0", "12.50E-3,0.0125", "-12.500,-12.5", "1E+100,1" + "0000000000" + "0000000000" + "0000000000"
            + "0000000000" + "0000000000" + "0000000000" + "0000000000" + "0000000000" + "0000000000" + "0000000000"})
    void canonical_whenWrittenInAnyForm_isWhatDynamoDbAnswers(String written, String answered) {
        assertThat(NumberForm.canonical(written)).isEqualTo(answered);
    }

    @ParameterizedTest
    @ValueSource(strings = {" 5", "5 ", "0x10", "Infinity", "NaN", "", "1,5", "--1"})
    void problem_whenDynamoDbCannotReadIt_saysItIsNotANumber(String written) {
        assertThat(NumberForm.problem(written)).startsWith(NumberForm.NOT_A_NUMBER);
    }

    @ParameterizedTest
    @ValueSource(strings = {"+5", "05", "1e3", ".5", "5.", "-0", "9.9999999999999999999999999999999999999E+125", "1E-130"})
    void problem_whenDynamoDbStoresIt_isNull(String written) {
        assertThat(NumberForm.problem(written)).isNull();
    }

    @ParameterizedTest
    @CsvSource({"1E126,Number overflow", "-1E126,Number overflow", "1E-131,Number underflow",
            "123456789012345678901234567890123456789,Attempting to store more than 38 significant digits"})
    void problem_whenOutsideDynamoDbsLimits_namesTheLimit(String written, String start) {
        assertThat(NumberForm.problem(written)).startsWith(start);
    }
}
