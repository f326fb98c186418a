package dev.tablewright.validate;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.Item;
import dev.tablewright.model.NumberForm;
import dev.tablewright.validate.ValidationContext.LocatedItem;
import dev.tablewright.validate.ValidationContext.TableScope;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The values of every item, at any depth: sets neither empty nor holding duplicates, numbers as
 * {@link NumberForm} says DynamoDB stores them, lists and maps nested at most 32 levels deep, and the whole item within 400 KB.
 */
final class ItemValueRules implements ValidationRule {
    static final int MAX_DIGITS = NumberForm.MAX_DIGITS;
    static final int MAX_NESTING = 32;
    private static final String INVALID = "One or more parameter values were invalid: ";

    @Override
    public void check(ValidationContext context, List<Finding> out) {
        for (TableScope scope : context.tables()) {
            for (LocatedItem located : scope.items()) {
                checkItem(located.item(), located::attributePath, located::path, out);
            }
        }
    }

    /** One item on its own, outside any model: each finding's path is the attribute's name ("" for the item). */
    static List<Finding> check(Item item) {
        List<Finding> out = new ArrayList<>();
        new ItemValueRules().checkItem(item, name -> name, () -> "", out);
        return out;
    }

    /** Paths are made only for a finding: a big model has millions of items and attributes. */
    private void checkItem(Item item, java.util.function.UnaryOperator<String> attributePath,
                           java.util.function.Supplier<String> itemPath, List<Finding> out) {
        item.attributes().forEach((name, value) -> {
            String problem = textProblem(name);
            if (problem != null) {
                out.add(Finding.error(attributePath.apply(name), problem));
            }
            problem = null;
            if (value instanceof AttributeValue.S text) {
                problem = textProblem(text.value());
            } else if (value instanceof AttributeValue.N number) {
                problem = NumberForm.problem(number.value());
            } else if (!(value instanceof AttributeValue.Bool || value instanceof AttributeValue.Null
                    || value instanceof AttributeValue.B)) {
                checkValue(value, attributePath.apply(name), out);
            }
            if (problem != null) {
                out.add(Finding.error(attributePath.apply(name), problem));
            }
            if (depth(value) > MAX_NESTING) {
                out.add(Finding.error(attributePath.apply(name), "Nesting Levels have exceeded supported "
                        + "limits (" + name + " nests lists and maps " + depth(value) + " levels deep; the "
                        + "limit is " + MAX_NESTING + ")"));
            }
        });
        long size = ItemSizes.of(item);
        if (size > ItemSizes.MAX_ITEM_BYTES) {
            out.add(Finding.error(itemPath.get(), "Item size has exceeded the maximum allowed size (" + size
                    + " bytes; the limit is " + ItemSizes.MAX_ITEM_BYTES + ")"));
        }
    }

    private void checkValue(AttributeValue value, String path, List<Finding> out) {
        if (value instanceof AttributeValue.S text) {
            checkText(text.value(), path, out);
        } else if (value instanceof AttributeValue.N n) {
            checkNumber(n.value(), path, out);
        } else if (value instanceof AttributeValue.L l) {
            for (int i = 0; i < l.values().size(); i++) {
                checkValue(l.values().get(i), path + ".L[" + i + "]", out);
            }
        } else if (value instanceof AttributeValue.M m) {
            for (Map.Entry<String, AttributeValue> e : m.values().entrySet()) {
                checkText(e.getKey(), path + ".M." + e.getKey(), out);
                checkValue(e.getValue(), path + ".M." + e.getKey(), out);
            }
        } else if (value instanceof AttributeValue.SS ss) {
            checkSet("string", ss.values(), ss.values(), path, out);
            for (int i = 0; i < ss.values().size(); i++) {
                checkText(ss.values().get(i), path + ".SS[" + i + "]", out);
            }
        } else if (value instanceof AttributeValue.NS ns) {
            checkSet("number", ns.values().stream().map(NumberForm::setMember).toList(), ns.values(), path, out);
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
        String problem = NumberForm.problem(text);
        if (problem != null) {
            out.add(Finding.error(path, problem));
        }
    }

    /**
     * A string DynamoDB can store must be valid UTF-16: a lone surrogate has no UTF-8 form, and a
     * client would send a replacement character instead of it.
     */
    static void checkText(String text, String path, List<Finding> out) {
        String problem = textProblem(text);
        if (problem != null) {
            out.add(Finding.error(path, problem));
        }
    }

    /** Why DynamoDB cannot store the string, or null when it can. */
    private static String textProblem(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return INVALID + "a string holds a lone surrogate (\\u"
                        + Integer.toHexString(c).toUpperCase() + " at character " + i
                        + "), which is not valid UTF-16 and has no UTF-8 form";
            }
        }
        return null;
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

    private static String abbreviate(List<String> values) {
        String text = values.toString();
        return text.length() > 80 ? text.substring(0, 77) + "...]" : text;
    }
}
