package dev.tablewright.validate;

import dev.tablewright.model.Model;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Checks a model against every rule DynamoDB enforces on definitions and items, plus modeling
 * warnings. Each rule family is a small class: names and counts, key schemas and indexes, item
 * keys, duplicate keys, item values, and for access patterns their target, key condition,
 * parameters, expressions and projection.
 */
public final class ModelValidator {
    private final List<ValidationRule> rules = List.of(
            new NameRules(),
            new KeySchemaRules(),
            new KeyShapeRules(),
            new TableSettingsRules(),
            new ItemKeyRules(),
            new DuplicateKeyRule(),
            new ItemValueRules(),
            new PatternTargetRules(),
            new TransactionRules(),
            new PatternKeyRules(),
            new PatternParameterRules(),
            new PatternFanOutRule(),
            new PatternExpressionRules(),
            new PatternProjectionRule(),
            new ModelingWarnings(),
            new FacetTemplateRule(),
            new WorkloadRules());

    /** All findings, errors first, each in file order. */
    public List<Finding> validate(Model model) {
        ValidationContext context = new ValidationContext(model);
        List<Finding> findings = new ArrayList<>();
        for (ValidationRule rule : rules) {
            rule.check(context, findings);
        }
        findings.sort(Comparator.comparing(Finding::severity).thenComparing(Finding::path, PathOrder.INSTANCE));
        return List.copyOf(findings);
    }

    /** True when any finding is an error, i.e. DynamoDB would reject part of the model. */
    /**
     * What DynamoDB would refuse in one item on its own (numbers, sets, text, nesting, 400 KB), as
     * {@code validate} checks a model's items; a finding's path is the attribute's name.
     */
    public static List<Finding> checkItem(dev.tablewright.model.Item item) {
        return ItemValueRules.check(item);
    }

    public static boolean hasErrors(List<Finding> findings) {
        return findings.stream().anyMatch(f -> f.severity() == Severity.ERROR);
    }
}
