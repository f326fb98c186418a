package dev.tablewright.app;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Locale;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

/**
 * A build step ({@code mvn package} runs it on target/lib): removes the {@code Class-Path} of a
 * library jar whose manifest names a folder. DynamoDB Local's jar names {@code .} (the folder it
 * sits in, target/lib), and the JVM refuses to write or use a class-data archive (AppCDS, which
 * makes the window start faster) when its class path holds a folder that is not empty. Those
 * entries point at DynamoDB Local's own distribution, which Tablewright does not use: every jar it
 * needs is listed by tablewright.jar's manifest. Signed jars are left alone.
 */
public final class LibraryManifests {
    private LibraryManifests() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1 || !Files.isDirectory(Path.of(args[0]))) {
            System.err.println("usage: LibraryManifests LIB_FOLDER (a folder of jars, e.g. target/lib)");
            System.exit(2);
        }
        fix(Path.of(args[0])); // silent when it works: a build says nothing unless it fails
    }

    /** Rewrites each jar of {@code folder} whose Class-Path names a folder; returns those rewritten. */
    static List<Path> fix(Path folder) throws IOException {
        List<Path> fixed = new ArrayList<>();
        try (DirectoryStream<Path> jars = Files.newDirectoryStream(folder, "*.jar")) {
            for (Path jar : jars) {
                if (namesFolder(jar)) {
                    rewriteWithoutClassPath(jar);
                    fixed.add(jar);
                }
            }
        }
        return fixed;
    }

    static boolean namesFolder(Path jar) throws IOException {
        try (JarFile file = new JarFile(jar.toFile(), false)) {
            Manifest manifest = file.getManifest();
            if (manifest == null || isSigned(file)) {
                return false;
            }
            String classPath = manifest.getMainAttributes().getValue(Attributes.Name.CLASS_PATH);
            if (classPath == null) {
                return false;
            }
            for (String entry : classPath.trim().split("\\s+")) {
                if (entry.equals(".") || entry.endsWith("/")) {
                    return true;
                }
            }
            return false;
        }
    }

    private static boolean isSigned(JarFile file) {
        return file.stream().anyMatch(e -> {
            String name = e.getName().toUpperCase(Locale.ROOT);
            return name.startsWith("META-INF/") && (name.endsWith(".SF") || name.endsWith(".RSA")
                    || name.endsWith(".DSA") || name.endsWith(".EC"));
        });
    }

    private static void rewriteWithoutClassPath(Path jar) throws IOException {
        Path temporary = jar.resolveSibling(jar.getFileName() + ".tmp");
        try (JarFile in = new JarFile(jar.toFile(), false)) {
            Manifest manifest = new Manifest(in.getManifest());
            manifest.getMainAttributes().remove(Attributes.Name.CLASS_PATH);
            try (OutputStream file = Files.newOutputStream(temporary);
                 JarOutputStream out = new JarOutputStream(file, manifest)) {
                Enumeration<JarEntry> entries = in.entries();
                while (entries.hasMoreElements()) {
                    JarEntry entry = entries.nextElement();
                    if (entry.getName().equalsIgnoreCase(JarFile.MANIFEST_NAME)) {
                        continue;
                    }
                    JarEntry copy = new JarEntry(entry.getName());
                    copy.setTime(entry.getTime());
                    out.putNextEntry(copy);
                    try (InputStream data = in.getInputStream(entry)) {
                        data.transferTo(out);
                    }
                    out.closeEntry();
                }
            }
        }
        Files.move(temporary, jar, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
