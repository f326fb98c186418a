package dev.tablewright.validate;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Parameter;
import dev.tablewright.model.TemplateValue;
import dev.tablewright.validate.ValidationContext.IndexedPattern;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every {@code ${name}} in a pattern's key values, expression values and item is one of its
 * parameters (or its fan-out parameter), and no two parameters share a name.
 */
final class PatternParameterRules implements ValidationRule {

    @Override
    public void check(ValidationContext context, List<Finding> out) {
        for (IndexedPattern indexed : context.patterns()) {
            AccessPattern p = indexed.pattern();
            Set<String> declared = new HashSet<>();
            for (int i = 0; i < p.parameters().size(); i++) {
                Parameter parameter = p.parameters().get(i);
                if (!declared.add(parameter.name())) {
                    out.add(Finding.error(indexed.at("Parameters[" + i + "]"), "parameter '" + parameter.name()
                            + "' is declared twice"));
                }
            }
            if (p.fanOut() != null) {
                declared.add(p.fanOut().parameter());
            }
            for (int k = 0; k < p.partitionKeys().size(); k++) {
                check(p.partitionKeys().get(k), declared, PatternKeyRules.keyPath(indexed, "PartitionKey", k), out);
            }
            for (int k = 0; k < p.sortKeys().size(); k++) {
                String at = PatternKeyRules.keyPath(indexed, "SortKey", k);
                check(p.sortKeys().get(k).value(), declared, at, out);
                check(p.sortKeys().get(k).upper(), declared, at, out);
            }
            for (Map.Entry<String, TemplateValue> e : p.expressionAttributeValues().entrySet()) {
                check(e.getValue().template(), declared, indexed.at("ExpressionAttributeValues." + e.getKey()), out);
            }
            for (Map.Entry<String, TemplateValue> e : p.item().entrySet()) {
                check(e.getValue().template(), declared, indexed.at("Item." + e.getKey()), out);
            }
        }
    }

    private static void check(KeyTemplate template, Set<String> declared, String path, List<Finding> out) {
        if (template == null) {
            return;
        }
        for (String name : template.parameters()) {
            if (!declared.contains(name)) {
                out.add(Finding.error(path, "${" + name + "} in '" + template.text()
                        + "' is not a parameter of this pattern; declare it under Parameters"));
            }
        }
    }
}
