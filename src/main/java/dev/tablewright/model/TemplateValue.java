package dev.tablewright.model;

import java.util.Objects;

/** A typed value given by a template, e.g. an {@code :status} expression value of type S. */
public record TemplateValue(AttributeType type, KeyTemplate template) {
    public TemplateValue {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(template, "template");
    }

    public static TemplateValue of(AttributeType type, String template) {
        return new TemplateValue(type, KeyTemplate.of(template));
    }
}
