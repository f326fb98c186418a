package dev.tablewright.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ValueOrderTest {
    /** ASCII, two- and three-byte characters on both sides of the surrogates, a pair (U+1F600) and its halves alone. */
    private static final String[] PIECES = {"a", "b", "A", "#", "0", "\u00e9", "\u07ff", "\u0800", "\ud7ff", "\ue000",
        "\uff5e", "\ufffd", "\uffff", "\ud83d\ude00", "\ud83d", "\ude00", ""};

    @Test
    void compareStrings_whenStringsMixAnyCharacters_ordersAsTheirUtf8Bytes() {
        Random random = new Random(11);
        for (int n = 0; n < 200_000; n++) {
            String a = randomString(random);
            String b = random.nextInt(4) == 0 ? a + randomString(random) : randomString(random);
            int expected = Integer.signum(Arrays.compareUnsigned(a.getBytes(StandardCharsets.UTF_8),
                    b.getBytes(StandardCharsets.UTF_8)));
            assertThat(Integer.signum(ValueOrder.compareStrings(a, b)))
                    .as("%s against %s", escaped(a), escaped(b)).isEqualTo(expected);
            assertThat(Integer.signum(ValueOrder.compareStrings(b, a))).isEqualTo(-expected);
        }
    }

    @Test
    void compareStrings_whenABmpCharacterMeetsASurrogatePair_putsThePairLast() {
        // UTF-16 puts U+D83D U+DE00 before U+FFFD; its UTF-8 (F0 9F 98 80) comes after EF BF BD
        assertThat(ValueOrder.compareStrings("OPEN#\ufffd", "OPEN#\ud83d\ude00")).isNegative();
        assertThat("OPEN#\ufffd".compareTo("OPEN#\ud83d\ude00")).isPositive();
    }

    @Test
    void compareStrings_whenStringsDifferInOneCharacter_ordersAsTheirUtf8Bytes() {
        // one character changed, often to a lone surrogate, right after a shared prefix
        char[] samples = {'a', 'b', 'Z', '#', '\u007F', '\u0080', '\u07FF', '\u0800', '\uD7FF', '\uD800', '\uDBFF',
            '\uDC00', '\uDFFF', '\uE000', '\uFFFF'};
        Random random = new Random(20261127);
        for (int n = 0; n < 50_000; n++) {
            char[] chars = (randomString(random) + "ab").toCharArray();
            String a = new String(chars);
            chars[random.nextInt(chars.length)] = samples[random.nextInt(samples.length)];
            String b = new String(chars);
            int expected = Integer.signum(Arrays.compareUnsigned(a.getBytes(StandardCharsets.UTF_8),
                    b.getBytes(StandardCharsets.UTF_8)));
            assertThat(Integer.signum(ValueOrder.compareStrings(a, b)))
                    .as("%s against %s", escaped(a), escaped(b)).isEqualTo(expected);
        }
    }

    @Test
    void compareStrings_whenALoneSurrogateMeetsAQuestionMark_callsThemEqual() {
        // UTF-8 has no lone surrogate: Java writes '?' for it, as the bytes DynamoDB Local compares would
        assertThat(ValueOrder.compareStrings("x\uD800", "x?")).isZero();
        assertThat(ValueOrder.compareStrings("ORDER#10", "ORDER#9")).isNegative();
        assertThat(ValueOrder.compareStrings("\uFFFF", "\uD83D\uDE00")).isNegative();
    }

    @Test
    void compareStrings_whenOneIsAPrefix_putsTheShorterFirst() {
        assertThat(ValueOrder.compareStrings("OPEN#2024-05", "OPEN#2024-05-01")).isNegative();
        assertThat(ValueOrder.compareStrings("OPEN#2024-05-01", "OPEN#2024-05")).isPositive();
        assertThat(ValueOrder.compareStrings("OPEN#2024-05-01", "OPEN#2024-05-01")).isZero();
    }

    private static String randomString(Random random) {
        StringBuilder s = new StringBuilder();
        for (int i = random.nextInt(5); i > 0; i--) {
            s.append(PIECES[random.nextInt(PIECES.length)]);
        }
        return s.toString();
    }

    private static String escaped(String s) {
        StringBuilder out = new StringBuilder();
        s.chars().forEach(c -> out.append(c < 0x80 ? String.valueOf((char) c) : String.format("\\u%04x", c)));
        return out.toString();
    }
}
