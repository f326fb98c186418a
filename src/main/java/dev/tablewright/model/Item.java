package dev.tablewright.model;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.ToLongFunction;

/**
 * An immutable DynamoDB item: attribute names to values, in the order they were written.
 *
 * <p>Held as two arrays, names and values, rather than a hash map: a model of a million items holds
 * a million of these, and a map costs several times the item's own data. Items read from one file
 * share one names array per attribute order (see {@link #ofShared}). Lookups scan the names; items
 * have tens of attributes at most in practice, and names read from a file are the same String
 * instances, so the scan compares references first.
 */
public final class Item {
    private static final String[] NO_NAMES = new String[0];
    private static final AttributeValue[] NO_VALUES = new AttributeValue[0];
    private static final Item EMPTY = new Item(NO_NAMES, NO_VALUES);

    private final String[] names;
    private final AttributeValue[] values;
    /**
     * The item's size once measured, -1 before: an int fits the object's padding, so a million items
     * cost no more memory, and a racing second measurement only writes the same value again.
     */
    private int measuredSize = -1;

    public Item(Map<String, AttributeValue> attributes) {
        Objects.requireNonNull(attributes, "attributes");
        int size = attributes.size();
        String[] n = new String[size];
        AttributeValue[] v = new AttributeValue[size];
        int i = 0;
        for (Map.Entry<String, AttributeValue> e : attributes.entrySet()) {
            n[i] = Objects.requireNonNull(e.getKey(), "attribute name");
            v[i] = Objects.requireNonNull(e.getValue(), "value of " + e.getKey());
            i++;
        }
        this.names = n;
        this.values = v;
    }

    private Item(String[] names, AttributeValue[] values) {
        this.names = names;
        this.values = values;
    }

    public static Item of(Map<String, AttributeValue> attributes) {
        return new Item(attributes);
    }

    /**
     * An item over arrays the caller gives up: {@code names} may be shared by many items (it is never
     * written to), {@code values} belongs to this item. Names must be distinct and both arrays free of
     * nulls; readers that build items attribute by attribute use this to share one names array per
     * attribute order.
     */
    public static Item ofShared(String[] names, AttributeValue[] values) {
        if (names.length != values.length) {
            throw new IllegalArgumentException(names.length + " names for " + values.length + " values");
        }
        return names.length == 0 ? EMPTY : new Item(names, values);
    }

    /**
     * The item's size as {@code measure} counts it, measured once and remembered: validation, the
     * grid, the review and the capacity projection each ask for every item's size. {@code measure}
     * must be the one rule that owns item size (engine's ItemSize), always the same.
     */
    public long size(ToLongFunction<Item> measure) {
        int known = measuredSize;
        if (known >= 0) {
            return known;
        }
        long size = measure.applyAsLong(this);
        if (size >= 0 && size <= Integer.MAX_VALUE) {
            measuredSize = (int) size;
        }
        return size;
    }

    public static Item empty() {
        return EMPTY;
    }

    /** The attributes as an unmodifiable map in the order they were written. */
    public Map<String, AttributeValue> attributes() {
        return new View(); // not kept: a million items would hold a million views
    }

    public AttributeValue get(String name) {
        int at = indexOf(name);
        return at < 0 ? null : values[at];
    }

    public Optional<AttributeValue> find(String name) {
        return Optional.ofNullable(get(name));
    }

    public boolean has(String name) {
        return indexOf(name) >= 0;
    }

    public Set<String> names() {
        return attributes().keySet();
    }

    public int size() {
        return names.length;
    }

    /** The name of the attribute at {@code index} (0 to {@link #size()} - 1), in the order written. */
    public String name(int index) {
        return names[index];
    }

    /** The value of the attribute at {@code index}, in the order written: with {@link #name}, a loop without a map view. */
    public AttributeValue value(int index) {
        return values[index];
    }

    /** A copy with the attribute set (replaced in place when present, appended otherwise). */
    public Item with(String name, AttributeValue value) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(value, "value");
        int at = indexOf(name);
        if (at >= 0) {
            AttributeValue[] copy = values.clone();
            copy[at] = value;
            return new Item(names, copy);
        }
        String[] n = Arrays.copyOf(names, names.length + 1);
        AttributeValue[] v = Arrays.copyOf(values, values.length + 1);
        n[names.length] = name;
        v[values.length] = value;
        return new Item(n, v);
    }

    /** A copy without the attribute. */
    public Item without(String name) {
        int at = indexOf(name);
        if (at < 0) {
            return this;
        }
        String[] n = new String[names.length - 1];
        AttributeValue[] v = new AttributeValue[values.length - 1];
        System.arraycopy(names, 0, n, 0, at);
        System.arraycopy(values, 0, v, 0, at);
        System.arraycopy(names, at + 1, n, at, names.length - at - 1);
        System.arraycopy(values, at + 1, v, at, values.length - at - 1);
        return new Item(n, v);
    }

    private int indexOf(String name) {
        String[] n = names;
        for (int i = 0; i < n.length; i++) {
            if (n[i] == name) {
                return i;
            }
        }
        if (name == null) {
            return -1;
        }
        for (int i = 0; i < n.length; i++) {
            if (n[i].equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /** Equal when the attributes are, whatever their order (as two maps are). */
    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Item that) || that.names.length != names.length) {
            return false;
        }
        if (that.names == names) {
            return Arrays.equals(values, that.values);
        }
        for (int i = 0; i < names.length; i++) {
            if (!values[i].equals(that.get(names[i]))) {
                return false;
            }
        }
        return true;
    }

    /** As a map's hash code: the sum over attributes of name hash xor value hash. */
    @Override
    public int hashCode() {
        int hash = 0;
        for (int i = 0; i < names.length; i++) {
            hash += names[i].hashCode() ^ values[i].hashCode();
        }
        return hash;
    }

    @Override
    public String toString() {
        return "Item[attributes=" + new LinkedHashMap<>(attributes()) + "]";
    }

    /** The read-only map over the two arrays. */
    private final class View extends AbstractMap<String, AttributeValue> {
        @Override
        public int size() {
            return names.length;
        }

        @Override
        public boolean containsKey(Object key) {
            return key instanceof String name && indexOf(name) >= 0;
        }

        @Override
        public AttributeValue get(Object key) {
            return key instanceof String name ? Item.this.get(name) : null;
        }

        @Override
        public void forEach(BiConsumer<? super String, ? super AttributeValue> action) {
            for (int i = 0; i < names.length; i++) {
                action.accept(names[i], values[i]);
            }
        }

        @Override
        public Set<Map.Entry<String, AttributeValue>> entrySet() {
            return new AbstractSet<>() {
                @Override
                public int size() {
                    return names.length;
                }

                @Override
                public Iterator<Map.Entry<String, AttributeValue>> iterator() {
                    return new Iterator<>() {
                        private int next;

                        @Override
                        public boolean hasNext() {
                            return next < names.length;
                        }

                        @Override
                        public Map.Entry<String, AttributeValue> next() {
                            if (next >= names.length) {
                                throw new NoSuchElementException();
                            }
                            int at = next++;
                            return new AbstractMap.SimpleImmutableEntry<>(names[at], values[at]);
                        }
                    };
                }
            };
        }
    }
}
