package dev.tablewright.ui.common;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The access pattern, and for a transaction the action, that a validation finding's path
 * ({@code Tablewright.AccessPatterns[i].Actions[j]...}) is about, in words: {@code access pattern
 * 'assign_ticket', action 2 '2: Update Ticket'}.
 */
public final class PatternPlace {
    private static final Pattern PATH = Pattern.compile("Tablewright\\.AccessPatterns\\[(\\d+)](?:\\.Actions\\[(\\d+)])?.*");

    private PatternPlace() {
    }

    /** The pattern and action {@code path} names, or empty when it names none of {@code model}'s. */
    public static Optional<String> of(Model model, String path) {
        Matcher m = PATH.matcher(path);
        List<AccessPattern> patterns = model.accessPatterns();
        if (!m.matches() || Integer.parseInt(m.group(1)) >= patterns.size()) {
            return Optional.empty();
        }
        AccessPattern p = patterns.get(Integer.parseInt(m.group(1)));
        String place = "access pattern '" + p.name() + "'";
        return Optional.of(m.group(2) == null ? place : place + ", " + action(p, Integer.parseInt(m.group(2))));
    }

    /** The access pattern {@code path} is about ({@code Tablewright.AccessPatterns[i]...}), if {@code model} has it. */
    public static Optional<AccessPattern> pattern(Model model, String path) {
        Matcher m = PATH.matcher(path);
        return m.matches() && Integer.parseInt(m.group(1)) < model.accessPatterns().size()
                ? Optional.of(model.accessPatterns().get(Integer.parseInt(m.group(1)))) : Optional.empty();
    }

    /** {@code action 2 '2: Update Ticket'} for the action at index {@code j} of {@code transaction}. */
    public static String action(AccessPattern transaction, int j) {
        return j < transaction.actions().size() ? "action " + (j + 1) + " '" + transaction.actions().get(j).name() + "'"
                : "action " + (j + 1);
    }

    /** Where a pattern works: {@code Orders / GSI1}, {@code Orders}, or a transaction's tables {@code Users, EmailLookup}. */
    public static String where(AccessPattern p) {
        if (p.operation().isTransaction()) {
            return String.join(", ", p.tables());
        }
        return p.index() == null ? p.table() : p.table() + " / " + p.index();
    }

    /** What a pattern does: its operation, and a transaction's actions ({@code TransactWriteItems: 2: Put User, ...}). */
    public static String operation(AccessPattern p) {
        if (!p.operation().isTransaction()) {
            return p.operation().name();
        }
        return p.operation() + " of " + p.actions().size() + ": " + String.join(", ",
                p.actions().stream().map(a -> a.name()).toList());
    }
}
