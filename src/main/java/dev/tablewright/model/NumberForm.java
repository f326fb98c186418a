package dev.tablewright.model;

import java.math.BigDecimal;

/**
 * DynamoDB's number rules, in one place: which texts it takes as a number (Java's decimal syntax,
 * with an optional sign and exponent, and nothing around it: {@code " 5"} is refused), the limits it
 * stores (38 significant digits, magnitudes from 1E-130 up to but not including 1E+126) and the
 * canonical form it answers with ({@code 3.40 -> 3.4}, {@code 1E+3 -> 1000}, {@code -0 -> 0}).
 */
public final class NumberForm {
    /** The most significant digits DynamoDB stores in a number. */
    public static final int MAX_DIGITS = 38;
    /** DynamoDB's message for a text that is not a number. */
    public static final String NOT_A_NUMBER = "A value provided cannot be converted into a number";

    private static final BigDecimal OVERFLOW = new BigDecimal("1E126");
    private static final BigDecimal SMALLEST = new BigDecimal("1E-130");

    private NumberForm() {
    }

    /**
     * The value of a number text as a model holds it: surrounding white space is tolerated here
     * (a model file may have it; {@link #problem} reports it as DynamoDB would).
     *
     * @throws NumberFormatException when the text is not a number even without white space
     */
    public static BigDecimal decimal(String text) {
        return new BigDecimal(text.strip());
    }

    /**
     * Whether the text is plain decimal ({@code [-]digits[.digits]}) of at most 38 digits: such a
     * number is always within DynamoDB's limits (below 1E+38 and, unless zero, at least 1E-38), so
     * the common case needs no {@link BigDecimal}. A million-item model has millions of numbers.
     */
    public static boolean isShortPlain(String text) {
        int length = text.length();
        int i = length > 0 && text.charAt(0) == '-' ? 1 : 0;
        int digits = 0;
        int point = -1;
        for (; i < length; i++) {
            char c = text.charAt(i);
            if (c >= '0' && c <= '9') {
                digits++;
            } else if (c == '.' && point < 0) {
                point = i;
            } else {
                return false;
            }
        }
        boolean digitsAround = point < 0 ? digits > 0
                : point > (text.charAt(0) == '-' ? 1 : 0) && point < length - 1;
        return digitsAround && digits <= MAX_DIGITS;
    }

    /** Whether DynamoDB reads the text as a number, ignoring its limits. */
    public static boolean isNumberSyntax(String text) {
        return parseStrict(text) != null;
    }

    /** The number DynamoDB reads from the text, or null when it reads none. */
    private static BigDecimal parseStrict(String text) {
        if (text.isEmpty() || Character.isWhitespace(text.charAt(0))
                || Character.isWhitespace(text.charAt(text.length() - 1))) {
            return null;
        }
        try {
            return new BigDecimal(text);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /**
     * What DynamoDB says when it refuses the text as a number, or null when it stores it: not a
     * number, more than 38 significant digits, overflow or underflow.
     */
    public static String problem(String text) {
        if (isShortPlain(text)) {
            return null;
        }
        BigDecimal d = parseStrict(text);
        if (d == null) {
            return NOT_A_NUMBER + " ('" + shown(text) + "')";
        }
        if (d.signum() == 0) {
            return null;
        }
        BigDecimal stripped = d.stripTrailingZeros();
        if (stripped.precision() > MAX_DIGITS) {
            return "Attempting to store more than " + MAX_DIGITS + " significant digits in a Number (" + shown(text)
                    + " has " + stripped.precision() + ")";
        }
        BigDecimal magnitude = d.abs();
        if (magnitude.compareTo(OVERFLOW) >= 0) {
            return "Number overflow. Attempting to store a number with magnitude larger than supported range ("
                    + shown(text) + ")";
        }
        if (magnitude.compareTo(SMALLEST) < 0) {
            return "Number underflow. Attempting to store a number with magnitude smaller than supported range ("
                    + shown(text) + ")";
        }
        return null;
    }

    /**
     * The form DynamoDB answers a number in: no exponent, no trailing zeros after the point, no
     * leading zeros, no plus sign, and zero as {@code 0} whatever its sign or scale.
     */
    public static String canonical(String text) {
        return canonical(decimal(text));
    }

    /** The canonical text of a decimal, as {@link #canonical(String)}. */
    public static String canonical(BigDecimal value) {
        if (value.signum() == 0) {
            return "0";
        }
        return value.stripTrailingZeros().toPlainString();
    }

    /**
     * Whether the text is already in canonical form, told without parsing it: an optional minus,
     * digits without a leading zero (or a lone 0), and a fraction not ending in 0; no exponent,
     * no plus sign, no {@code -0}.
     */
    public static boolean isCanonical(String text) {
        int n = text.length();
        int i = text.startsWith("-") ? 1 : 0;
        if (i >= n || text.charAt(i) == '.') {
            return false;
        }
        int start = i;
        while (i < n && Character.isDigit(text.charAt(i))) {
            i++;
        }
        int whole = i - start;
        if (whole == 0 || whole > 1 && text.charAt(start) == '0') {
            return false;
        }
        if (i == n) {
            return !(start == 1 && whole == 1 && text.charAt(start) == '0');
        }
        if (text.charAt(i) != '.' || i == n - 1) {
            return false;
        }
        for (int j = i + 1; j < n; j++) {
            if (!Character.isDigit(text.charAt(j))) {
                return false;
            }
        }
        return text.charAt(n - 1) != '0';
    }

    /**
     * A scalar value with a number in canonical form, as DynamoDB answers a key or a top-level
     * number written by PutItem; other values unchanged. The same instance when nothing changes.
     */
    public static AttributeValue canonical(AttributeValue value) {
        if (value instanceof AttributeValue.N n && !isCanonical(n.value())) {
            return AttributeValue.n(canonical(n.value()));
        }
        return value;
    }

    /** The value a set compares members by: equal numbers, however written, are one member. */
    public static BigDecimal setMember(String text) {
        BigDecimal d = decimal(text);
        return d.signum() == 0 ? BigDecimal.ZERO : d.stripTrailingZeros();
    }

    private static String shown(String text) {
        return text.length() > 60 ? text.substring(0, 57) + "..." : text;
    }
}
