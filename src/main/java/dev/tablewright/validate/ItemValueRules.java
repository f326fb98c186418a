package dev.tablewright.validate;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.Item;
import dev.tablewright.validate.ValidationContext.LocatedItem;
import dev.tablewright.validate.ValidationContext.TableScope;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The values of every item, at any depth: sets neither empty nor holding duplicates, numbers of at
 * most 38 significant digits within 1E-130..9.9999999999999999999999999999999999999E+125 in
 * magnitude, lists and maps nested at most 32 levels deep, and the whole item within 400 KB.
 */
final class ItemValueRules implements ValidationRule {
    static final int MAX_DIGITS = 38;
    static final int MAX_NESTING = 32;
    private static final BigDecimal OVERFLOW = new BigDecimal("1E126");
    private static final BigDecimal SMALLEST = new BigDecimal("1E-130");
    private static final String INVALID = "One or more parameter values were invalid: ";

    @Override
    public void check(ValidationContext context, List<Finding> out) {
        for (TableScope scope : context.tables()) {
            for (LocatedItem located : scope.items()) {
                Item item = located.item();
                item.attributes().forEach((name, value) -> {
                    checkValue(value, located.attributePath(name), out);
                    if (depth(value) > MAX_NESTING) {
                        out.add(Finding.error(located.attributePath(name), "Nesting Levels have exceeded supported "
                                + "limits (" + name + " nests lists and maps " + depth(value) + " levels deep; the "
                                + "limit is " + MAX_NESTING + ")"));
                    }
                });
                long size = ItemSizes.of(item);
                if (size > ItemSizes.MAX_ITEM_BYTES) {
                    out.add(Finding.error(located.path(), "Item size has exceeded the maximum allowed size (" + size
                            + " bytes; the limit is " + ItemSizes.MAX_ITEM_BYTES + ")"));
                }
            }
        }
    }

    private void checkValue(AttributeValue value, String path, List<Finding> out) {
        if (value instanceof AttributeValue.N n) {
            checkNumber(n.value(), path, out);
        } else if (value instanceof AttributeValue.L l) {
            for (int i = 0; i < l.values().size(); i++) {
                checkValue(l.values().get(i), path + ".L[" + i + "]", out);
            }
        } else if (value instanceof AttributeValue.M m) {
            for (Map.Entry<String, AttributeValue> e : m.values().entrySet()) {
                checkValue(e.getValue(), path + ".M." + e.getKey(), out);
            }
        } else if (value instanceof AttributeValue.SS ss) {
            checkSet("string", ss.values(), ss.values(), path, out);
        } else if (value instanceof AttributeValue.NS ns) {
            checkSet("number", ns.values().stream().map(ItemValueRules::canonical).toList(), ns.values(), path, out);
            for (int i = 0; i < ns.values().size(); i++) {
                checkNumber(ns.values().get(i), path + ".NS[" + i + "]", out);
            }
        } else if (value instanceof AttributeValue.BS bs) {
            checkSet("binary", bs.values(), bs.values().stream().map(Binary::toBase64).toList(), path, out);
        }
    }

    private static void checkSet(String kind, List<?> members, List<String> shown, String path, List<Finding> out) {
        if (members.isEmpty()) {
            out.add(Finding.error(path, INVALID + "An " + kind + " set may not be empty"));
            return;
        }
        Set<Object> seen = new HashSet<>();
        List<String> duplicates = new ArrayList<>();
        for (int i = 0; i < members.size(); i++) {
            if (!seen.add(members.get(i))) {
                duplicates.add(shown.get(i));
            }
        }
        if (!duplicates.isEmpty()) {
            out.add(Finding.error(path, INVALID + "Input collection " + abbreviate(shown)
                    + " contains duplicates (" + String.join(", ", duplicates) + ")."));
        }
    }

    static void checkNumber(String text, String path, List<Finding> out) {
        BigDecimal d = new BigDecimal(text.trim());
        if (d.signum() == 0) {
            return;
        }
        BigDecimal stripped = d.stripTrailingZeros();
        if (stripped.precision() > MAX_DIGITS) {
            out.add(Finding.error(path, "Attempting to store more than " + MAX_DIGITS + " significant digits in a Number ("
                    + text + " has " + stripped.precision() + ")"));
        }
        BigDecimal magnitude = d.abs();
        if (magnitude.compareTo(OVERFLOW) >= 0) {
            out.add(Finding.error(path, "Number overflow. Attempting to store a number with magnitude larger than "
                    + "supported range (" + text + ")"));
        } else if (magnitude.compareTo(SMALLEST) < 0) {
            out.add(Finding.error(path, "Number underflow. Attempting to store a number with magnitude smaller than "
                    + "supported range (" + text + ")"));
        }
    }

    /** How many lists and maps are nested in the value, itself included. */
    private static int depth(AttributeValue value) {
        if (value instanceof AttributeValue.L l) {
            return 1 + l.values().stream().mapToInt(ItemValueRules::depth).max().orElse(0);
        }
        if (value instanceof AttributeValue.M m) {
            return 1 + m.values().values().stream().mapToInt(ItemValueRules::depth).max().orElse(0);
        }
        return 0;
    }

    private static Object canonical(String number) {
        BigDecimal d = new BigDecimal(number.trim());
        return d.signum() == 0 ? BigDecimal.ZERO : d.stripTrailingZeros();
    }

    private static String abbreviate(List<String> values) {
        String text = values.toString();
        return text.length() > 80 ? text.substring(0, 77) + "...]" : text;
    }
}
