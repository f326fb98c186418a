package dev.tablewright.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link ItemSize} counts a text's UTF-8 bytes without encoding it; the count must be what encoding
 * gives, lone surrogates included (each encodes as one byte, "?").
 */
class ItemSizeUtf8Test {
    private static final char[] SAMPLES = {'a', 'Z', '0', '~', '\u007F', '\u0080', '\u00E9', '\u07FF', '\u0800',
            '\u20AC', '\uD7FF', '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uE000', '\uFFFF'};

    @Test
    void utf8_whenAnyText_countsWhatEncodingGives() {
        Random random = new Random(20261127);
        for (int n = 0; n < 20_000; n++) {
            StringBuilder text = new StringBuilder();
            int length = random.nextInt(12);
            for (int i = 0; i < length; i++) {
                text.append(random.nextInt(3) == 0 ? (char) random.nextInt(0x10000) : SAMPLES[random.nextInt(SAMPLES.length)]);
            }
            String s = text.toString();
            assertThat(ItemSize.utf8(s)).as("%s", s.chars().mapToObj(Integer::toHexString).toList())
                    .isEqualTo(s.getBytes(StandardCharsets.UTF_8).length);
        }
    }

    @Test
    void of_whenNamesAndStringsAreNotAscii_addsTheirUtf8Bytes() {
        Item item = Item.empty().with("é", AttributeValue.s("\uD83D\uDE00")).with("k", AttributeValue.s("\uD800x"));

        assertThat(ItemSize.of(item)).isEqualTo(2 + 4 + 1 + 2);
    }
}
