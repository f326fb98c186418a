package dev.tablewright.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.model.NumberForm;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Plain decimal numbers take a short way through {@link ItemSize#numberSize} and
 * {@link NumberForm#problem} (no BigDecimal). The same number written with an exponent takes the
 * long way; the two must agree for every number.
 */
class NumberFastPathTest {

    @Test
    void numberSize_whenPlainOrWithExponent_givesTheSameSize() {
        Random random = new Random(20261125);
        for (int n = 0; n < 20_000; n++) {
            String plain = randomPlain(random);
            assertThat(NumberForm.isShortPlain(plain)).as(plain).isTrue();
            String exponent = plain + "E0";
            assertThat(ItemSize.numberSize(plain)).as(plain).isEqualTo(ItemSize.numberSize(exponent));
            assertThat(NumberForm.problem(plain)).as(plain).isEqualTo(NumberForm.problem(exponent));
        }
    }

    @Test
    void numberSize_whenAnyNumber_isTheBaseHundredDigitsWrittenOut() {
        Random random = new Random(20261127);
        for (int n = 0; n < 20_000; n++) {
            String plain = randomPlain(random);
            String written = n % 3 == 0 ? plain + "E" + (random.nextInt(41) - 20) : plain;
            assertThat(ItemSize.numberSize(written)).as(written).isEqualTo(writtenOut(written));
        }
    }

    /** The size as the rule reads, digits written out: padded to pairs on the decimal point, zero pairs dropped at the ends. */
    private static long writtenOut(String text) {
        java.math.BigDecimal number = new java.math.BigDecimal(text);
        if (number.signum() == 0) {
            return 1;
        }
        String plain = number.abs().stripTrailingZeros().toPlainString();
        int point = plain.indexOf('.');
        String integer = point < 0 ? plain : plain.substring(0, point);
        String fraction = point < 0 ? "" : plain.substring(point + 1);
        integer = integer.equals("0") ? "" : integer;
        String digits = (integer.length() % 2 == 1 ? "0" : "") + integer + fraction + (fraction.length() % 2 == 1 ? "0" : "");
        while (digits.startsWith("00")) {
            digits = digits.substring(2);
        }
        while (digits.endsWith("00")) {
            digits = digits.substring(0, digits.length() - 2);
        }
        return Math.min(digits.length() / 2 + 1 + (number.signum() < 0 ? 1 : 0), 21);
    }

    @Test
    void isShortPlain_whenNotPlainDecimalOrTooLong_isFalse() {
        for (String text : new String[] {"", "-", ".", "5.", ".5", "-.5", "+5", " 5", "5 ", "1e3", "1E3", "1.2.3",
                "--1", "0x10", "1" + "0".repeat(38), "NaN", "Infinity"}) {
            assertThat(NumberForm.isShortPlain(text)).as("'%s'", text).isFalse();
        }
        for (String text : new String[] {"0", "-0", "007", "0.000", "1" + "0".repeat(37), "-12.5"}) {
            assertThat(NumberForm.isShortPlain(text)).as("'%s'", text).isTrue();
        }
    }

    private static String randomPlain(Random random) {
        StringBuilder text = new StringBuilder();
        if (random.nextBoolean()) {
            text.append('-');
        }
        int integerDigits = 1 + random.nextInt(20);
        int fractionDigits = random.nextInt(3) == 0 ? 0 : 1 + random.nextInt(38 - integerDigits);
        for (int i = 0; i < integerDigits; i++) {
            text.append(random.nextInt(4) == 0 ? '0' : (char) ('0' + random.nextInt(10)));
        }
        if (fractionDigits > 0) {
            text.append('.');
            for (int i = 0; i < fractionDigits; i++) {
                text.append(random.nextInt(4) == 0 ? '0' : (char) ('0' + random.nextInt(10)));
            }
        }
        return text.toString();
    }
}
