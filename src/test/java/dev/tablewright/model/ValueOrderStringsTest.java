package dev.tablewright.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link ValueOrder#compareStrings} reads most answers from the characters; every answer must be
 * the one the strings' UTF-8 bytes give, surrogates (paired or lone) and non-ASCII text included.
 */
class ValueOrderStringsTest {
    private static final char[] SAMPLES = {'a', 'b', 'Z', '0', '#', '\u007F', '\u0080', '\u00E9', '\u07FF', '\u0800',
            '\uD7FF', '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uE000', '\uFFFF'};

    @Test
    void compareStrings_whenAnyTwoTexts_answersAsTheirUtf8Bytes() {
        Random random = new Random(20261127);
        for (int n = 0; n < 50_000; n++) {
            String a = text(random);
            String b = random.nextInt(3) == 0 ? a + text(random) : random.nextInt(2) == 0 ? mutate(a, random) : text(random);
            assertThat(ValueOrder.compareStrings(a, b)).as("%s vs %s", codes(a), codes(b)).isEqualTo(bytes(a, b));
            assertThat(ValueOrder.compareStrings(b, a)).as("%s vs %s", codes(b), codes(a)).isEqualTo(bytes(b, a));
        }
    }

    @Test
    void compareStrings_whenALoneSurrogateMeetsAQuestionMark_callsThemEqual() {
        assertThat(ValueOrder.compareStrings("x\uD800", "x?")).isZero();
        assertThat(ValueOrder.compareStrings("ORDER#10", "ORDER#9")).isNegative();
        assertThat(ValueOrder.compareStrings("\uFFFF", "\uD83D\uDE00")).isNegative();
    }

    private static String text(Random random) {
        StringBuilder text = new StringBuilder();
        int length = random.nextInt(6);
        for (int i = 0; i < length; i++) {
            text.append(random.nextInt(4) == 0 ? SAMPLES[random.nextInt(SAMPLES.length)] : (char) ('a' + random.nextInt(3)));
        }
        return text.toString();
    }

    private static String mutate(String a, Random random) {
        if (a.isEmpty()) {
            return text(random);
        }
        char[] chars = a.toCharArray();
        chars[random.nextInt(chars.length)] = SAMPLES[random.nextInt(SAMPLES.length)];
        return new String(chars);
    }

    private static int bytes(String a, String b) {
        return Arrays.compareUnsigned(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));
    }

    private static String codes(String text) {
        return text.chars().mapToObj(Integer::toHexString).toList().toString();
    }
}
