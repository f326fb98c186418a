package dev.tablewright.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A table's workload: its volume as a whole ({@code volume}), the volume of each facet by name, and
 * per index what the sample cannot say ({@link IndexWorkload}). A table whose facets have volumes
 * and whose own volume gives no item count holds the facets' items plus its unfaceted sample items.
 */
public record TableWorkload(Volume volume, Map<String, Volume> facets, Map<String, IndexWorkload> indexes) {
    public static final TableWorkload NONE = new TableWorkload(Volume.NONE, Map.of(), Map.of());

    public TableWorkload {
        volume = volume == null ? Volume.NONE : volume;
        facets = Collections.unmodifiableMap(new LinkedHashMap<>(facets));
        indexes = Collections.unmodifiableMap(new LinkedHashMap<>(indexes));
    }

    public boolean isEmpty() {
        return volume.isEmpty() && facets.values().stream().allMatch(Volume::isEmpty)
                && indexes.values().stream().allMatch(IndexWorkload::isEmpty);
    }

    public Volume facet(String name) {
        return facets.getOrDefault(name, Volume.NONE);
    }

    public IndexWorkload index(String name) {
        return indexes.getOrDefault(name, IndexWorkload.NONE);
    }

    public TableWorkload withVolume(Volume newVolume) {
        return new TableWorkload(newVolume, facets, indexes);
    }

    public TableWorkload withFacet(String name, Volume facet) {
        Map<String, Volume> copy = new LinkedHashMap<>(facets);
        if (facet == null || facet.isEmpty()) {
            copy.remove(name);
        } else {
            copy.put(name, facet);
        }
        return new TableWorkload(volume, copy, indexes);
    }

    public TableWorkload withIndex(String name, IndexWorkload index) {
        Map<String, IndexWorkload> copy = new LinkedHashMap<>(indexes);
        if (index == null || index.isEmpty()) {
            copy.remove(name);
        } else {
            copy.put(name, index);
        }
        return new TableWorkload(volume, facets, copy);
    }
}
