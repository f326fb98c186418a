package dev.tablewright.engine;

import dev.tablewright.model.AttributeValue;
import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The byte forms DynamoDB Local (2.6.1) gives key values, reproduced so the engine orders items as
 * Local does.
 * <ul>
 *   <li>{@link #sortable}: the value Local stores in a key column and sorts by. S is its UTF-8
 *       bytes, B its raw bytes, N a fixed-width decimal text whose byte order is numeric order
 *       (sign and exponent class, three exponent digits, {@code E}, 38 mantissa digits; inverted
 *       for negatives).</li>
 *   <li>{@link #hash}: SHA-1 over the salt {@code "LocalDdb"} and the value's raw form (N as
 *       DynamoDB's base-100 encoding). A table Scan runs in the order of the partition key's
 *       hash, then the sort key; Scan segments split the hash range; items with equal index keys
 *       are ordered by a hash of their table key.</li>
 * </ul>
 */
final class KeyCodec {
    private static final byte[] SALT = "LocalDdb".getBytes(StandardCharsets.US_ASCII);
    private static final Pattern DECIMAL = Pattern.compile("(-?)(0*)(\\d*)\\.(0*)(\\d*)");
    private static final int MANTISSA_DIGITS = 38;
    private static final int EXPONENT_DIGITS = 3;
    private static final ThreadLocal<MessageDigest> SHA1 = ThreadLocal.withInitial(() -> {
        try {
            return MessageDigest.getInstance("SHA-1");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    });

    private KeyCodec() {
    }

    static KeyBytes sortable(AttributeValue value) {
        return KeyBytes.wrap(sortableBytes(value));
    }

    static byte[] sortableBytes(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return s.value().getBytes(StandardCharsets.UTF_8);
        } else if (value instanceof AttributeValue.B b) {
            return b.value().toByteArray();
        } else if (value instanceof AttributeValue.N n) {
            return paddedNumber(n.decimal()).getBytes(StandardCharsets.UTF_8);
        }
        throw new IllegalArgumentException("not a key value: " + value.type());
    }

    /**
     * The values of a multi-attribute key as one byte string whose order is the order of the values
     * taken left to right, each by its own type (what DynamoDB Local 3.3.1 does): each value's
     * sortable bytes with 0x00 escaped as 0x00 0xFF, then the terminator 0x00 0x00.
     */
    static KeyBytes tuple(List<AttributeValue> values) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (AttributeValue value : values) {
            byte[] escaped = escaped(sortableBytes(value));
            out.write(escaped, 0, escaped.length);
            out.write(0);
            out.write(0);
        }
        return KeyBytes.wrap(out.toByteArray());
    }

    /** The bytes every tuple element starting with this value's bytes starts with (for begins_with). */
    static byte[] escaped(byte[] raw) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(raw.length + 4);
        for (byte b : raw) {
            out.write(b);
            if (b == 0) {
                out.write(0xFF);
            }
        }
        return out.toByteArray();
    }

    /** SHA-1 of the salt and the value's raw bytes. */
    static KeyBytes hash(AttributeValue value) {
        return KeyBytes.wrap(hashBytes(value));
    }

    /** SHA-1 of the salt and the two values' hashes (Local's hashRangeValue). */
    static KeyBytes hash(AttributeValue partition, AttributeValue sort) {
        byte[] first = hashBytes(partition);
        byte[] second = hashBytes(sort);
        MessageDigest md = SHA1.get();
        md.reset();
        md.update(SALT);
        md.update(first);
        md.update(second);
        return KeyBytes.wrap(md.digest());
    }

    private static byte[] hashBytes(AttributeValue value) {
        byte[] raw;
        if (value instanceof AttributeValue.S s) {
            raw = s.value().getBytes(StandardCharsets.UTF_8);
        } else if (value instanceof AttributeValue.B b) {
            raw = b.value().toByteArray();
        } else if (value instanceof AttributeValue.N n) {
            raw = base100(n.decimal());
        } else {
            throw new IllegalArgumentException("not a key value: " + value.type());
        }
        MessageDigest md = SHA1.get();
        md.reset();
        md.update(SALT);
        return md.digest(raw);
    }

    /** DynamoDB's number encoding: an exponent byte, then base-100 digits (inverted when negative). */
    static byte[] base100(BigDecimal number) {
        int signum = number.signum();
        if (signum == 0) {
            return new byte[] {(byte) 0x80};
        }
        BigDecimal value = number.abs().stripTrailingZeros();
        int scale = value.scale();
        int exponent = value.precision() - scale;
        int appendZero = exponent % 2 != 0 ? 1 : 0;
        exponent += appendZero;
        String mantissa = value.scaleByPowerOfTen(scale).toBigInteger().toString(10);
        int lengthWithoutExponent = (mantissa.length() + appendZero + 1) / 2;
        byte[] out;
        if (lengthWithoutExponent < 20 && signum < 0) {
            out = new byte[lengthWithoutExponent + 2];
            out[lengthWithoutExponent + 1] = 102;
        } else {
            out = new byte[lengthWithoutExponent + 1];
        }
        out[0] = (byte) (192 + exponent / 2);
        if (signum < 0) {
            out[0] = (byte) ~out[0];
        }
        // digits shifted right by one when the exponent was odd; each byte holds two digits plus one
        String digits = (appendZero == 1 ? "0" : "") + mantissa;
        for (int i = 0; i < digits.length(); i += 2) {
            int hi = digits.charAt(i) - '0';
            int lo = i + 1 < digits.length() ? digits.charAt(i + 1) - '0' : 0;
            int pair = hi * 10 + lo;
            out[i / 2 + 1] = (byte) (signum < 0 ? 101 - pair : pair + 1);
        }
        return out;
    }

    /** Local's PaddingNumberEncoder: a text whose byte order is the numbers' order. */
    static String paddedNumber(BigDecimal number) {
        if (number.signum() == 0) {
            return "=";
        }
        BigDecimal value = number.abs().stripTrailingZeros();
        int exp = value.precision() - value.scale() - 1;
        String data = number.stripTrailingZeros().toPlainString();
        if (!data.contains(".")) {
            data = data + ".0";
        }
        Matcher m = DECIMAL.matcher(data);
        if (!m.matches()) {
            throw new IllegalArgumentException("not a number: " + number);
        }
        boolean negative = m.group(1).equals("-");
        String digits = m.group(2).length() == 1 && m.group(3).isEmpty()
                ? m.group(5) : m.group(3) + m.group(4) + m.group(5);
        if (digits.length() > MANTISSA_DIGITS) {
            digits = digits.substring(0, MANTISSA_DIGITS);
        }
        String prefix;
        String expText;
        if (negative) {
            digits = inverted(digits, MANTISSA_DIGITS, false);
            if (exp < 0) {
                prefix = "<>";
                expText = padLeft(Integer.toString(-exp), EXPONENT_DIGITS);
            } else if (exp == 0) {
                prefix = "<=";
                expText = "";
            } else {
                prefix = "<<";
                expText = inverted(Integer.toString(exp), EXPONENT_DIGITS, true);
            }
        } else if (exp < 0) {
            prefix = "><";
            expText = inverted(Integer.toString(-exp), EXPONENT_DIGITS, true);
        } else if (exp == 0) {
            prefix = ">=";
            expText = "";
        } else {
            prefix = ">>";
            expText = padLeft(Integer.toString(exp), EXPONENT_DIGITS);
        }
        return prefix + expText + "E" + padRight(digits, MANTISSA_DIGITS);
    }

    private static String inverted(String value, int length, boolean padLeft) {
        BigInteger max = new BigInteger("9".repeat(length));
        String operand = padLeft ? padLeft(value, length) : padRight(value, length);
        return padLeft(max.subtract(new BigInteger(operand)).toString(), length);
    }

    private static String padLeft(String s, int length) {
        return s.length() >= length ? s : "0".repeat(length - s.length()) + s;
    }

    private static String padRight(String s, int length) {
        return s.length() >= length ? s : s + "0".repeat(length - s.length());
    }
}
