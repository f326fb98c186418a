package dev.tablewright.formats.export;

import java.util.Set;

/** Names for template resources: CloudFormation logical IDs and Terraform resource names. */
final class LogicalIds {
    private LogicalIds() {
    }

    /** Letters and digits only, as CloudFormation requires; each run of other characters starts a capital. */
    static String alphanumeric(String name) {
        StringBuilder b = new StringBuilder();
        boolean capital = true;
        for (char c : name.toCharArray()) {
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
                b.append(capital ? Character.toUpperCase(c) : c);
                capital = false;
            } else {
                capital = true;
            }
        }
        return b.length() == 0 ? "Unnamed" : b.toString();
    }

    /** A Terraform name: letters, digits and underscores, starting with a letter or underscore, lower case. */
    static String terraform(String name) {
        StringBuilder b = new StringBuilder();
        for (char c : name.toCharArray()) {
            boolean ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
            b.append(ok ? Character.toLowerCase(c) : '_');
        }
        String text = b.toString();
        if (text.isEmpty() || Character.isDigit(text.charAt(0))) {
            text = "t_" + text;
        }
        return text;
    }

    /** The name, or the name with the smallest numeric suffix not yet used; records it as used. */
    static String unique(String name, Set<String> used) {
        String candidate = name;
        for (int i = 2; used.contains(candidate); i++) {
            candidate = name + i;
        }
        used.add(candidate);
        return candidate;
    }
}
