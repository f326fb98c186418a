package dev.tablewright.validate;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Facet;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.validate.ValidationContext.TableScope;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * A modeling warning: a facet's item whose key does not fit the facet's key template (an Employee
 * item whose PK is not {@code HR-...}), which usually means the item sits in the wrong facet or
 * the template is out of date. Only string and number keys are compared.
 */
final class FacetTemplateRule implements ValidationRule {

    @Override
    public void check(ValidationContext context, List<Finding> out) {
        for (TableScope scope : context.tables()) {
            KeyAttribute pk = scope.table().keySchema().partitionKey();
            KeyAttribute sk = scope.table().keySchema().sortKey();
            for (int f = 0; f < scope.table().facets().size(); f++) {
                Facet facet = scope.table().facets().get(f);
                Pattern pkPattern = regex(facet.partitionKeyTemplate());
                Pattern skPattern = sk == null ? null : regex(facet.sortKeyTemplate());
                for (int i = 0; i < facet.items().size(); i++) {
                    String path = scope.at("TableFacets[" + f + "].TableData[" + i + "]");
                    var item = facet.items().get(i);
                    check(pkPattern, facet.partitionKeyTemplate(), pk, item.get(pk.name()), facet, path, out);
                    if (sk != null) {
                        check(skPattern, facet.sortKeyTemplate(), sk, item.get(sk.name()), facet, path, out);
                    }
                }
            }
        }
    }

    private static void check(Pattern pattern, KeyTemplate template, KeyAttribute key, AttributeValue value, Facet facet,
                              String path, List<Finding> out) {
        if (pattern == null || value == null) {
            return;
        }
        String text = value instanceof AttributeValue.S s ? s.value() : value instanceof AttributeValue.N n ? n.value() : null;
        if (text != null && !text.isEmpty() && !pattern.matcher(text).matches()) { // empty: ItemKeyRules' error
            out.add(Finding.warning(path + "." + key.name(), key.name() + " '" + text + "' does not fit facet "
                    + facet.name() + "'s template '" + template.text() + "'"));
        }
    }

    /** The template as a regular expression: literal text, each placeholder any text (the same text when repeated). */
    static Pattern regex(KeyTemplate template) {
        if (template == null) {
            return null;
        }
        StringBuilder regex = new StringBuilder();
        Map<String, String> groups = new HashMap<>();
        for (String part : template.parts()) {
            if (part.startsWith("${") && part.endsWith("}")) {
                String name = part.substring(2, part.length() - 1);
                String group = groups.get(name);
                if (group == null) {
                    group = "p" + groups.size();
                    groups.put(name, group);
                    regex.append("(?<").append(group).append(">.*)");
                } else {
                    regex.append("\\k<").append(group).append(">");
                }
            } else {
                regex.append(Pattern.quote(part));
            }
        }
        return Pattern.compile(regex.toString(), Pattern.DOTALL);
    }
}
