package dev.tablewright.model;

import java.math.BigDecimal;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Whether two attribute values are the same value to DynamoDB: of one type, numbers equal by value
 * ({@code 1.0} is {@code 1}), sets equal regardless of order, lists and maps element by element.
 */
public final class ValueEquality {
    private ValueEquality() {
    }

    /** DynamoDB equality: numbers by value, sets regardless of order, lists and maps element by element. */
    public static boolean equal(AttributeValue a, AttributeValue b) {
        if (a.type() != b.type()) {
            return false;
        }
        if (a instanceof AttributeValue.N x && b instanceof AttributeValue.N y) {
            return x.decimal().compareTo(y.decimal()) == 0;
        }
        if (a instanceof AttributeValue.SS x && b instanceof AttributeValue.SS y) {
            return new HashSet<>(x.values()).equals(new HashSet<>(y.values()));
        }
        if (a instanceof AttributeValue.NS x && b instanceof AttributeValue.NS y) {
            return numbers(x.values()).equals(numbers(y.values()));
        }
        if (a instanceof AttributeValue.BS x && b instanceof AttributeValue.BS y) {
            return new HashSet<>(x.values()).equals(new HashSet<>(y.values()));
        }
        if (a instanceof AttributeValue.L x && b instanceof AttributeValue.L y) {
            if (x.values().size() != y.values().size()) {
                return false;
            }
            for (int i = 0; i < x.values().size(); i++) {
                if (!equal(x.values().get(i), y.values().get(i))) {
                    return false;
                }
            }
            return true;
        }
        if (a instanceof AttributeValue.M x && b instanceof AttributeValue.M y) {
            if (!x.values().keySet().equals(y.values().keySet())) {
                return false;
            }
            return x.values().entrySet().stream().allMatch(e -> equal(e.getValue(), y.values().get(e.getKey())));
        }
        return a.equals(b);
    }

    private static Set<BigDecimal> numbers(List<String> texts) {
        Set<BigDecimal> set = new HashSet<>();
        texts.forEach(t -> set.add(NumberForm.setMember(t)));
        return set;
    }
}
