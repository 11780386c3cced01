package org.pairsbench.core.config;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.function.Function;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.scale.ScaleFactor;

/**
 * A configuration file in the thesis's B.6 form: Java-properties syntax ({@code key=value} or
 * {@code key: value}, {@code #} and {@code !} comments, backslash escapes and continuation lines), so files
 * written for the original tools, Windows paths like {@code C:\\FINCoS\\log\\SF=2.1.log} included, read the
 * same. Unlike {@link java.util.Properties} it keeps line numbers, rejects unknown keys, duplicate keys and
 * bad values with "file:line: message", and checks each value against its {@link ConfigKey.ValueType}.
 * Relative paths are kept relative, i.e. resolved against the working directory, as the original tools did.
 */
public final class PairsConfig {

    private final Path file;
    private final Map<ConfigKey, String> values;
    private final Map<ConfigKey, Integer> lines;
    /** engine.NAME.KEY entries: engine name, then option key, then value and line. */
    private final Map<String, Map<String, EngineOptionEntry>> engineOptions;

    private PairsConfig(Path file, Map<ConfigKey, String> values, Map<ConfigKey, Integer> lines,
                        Map<String, Map<String, EngineOptionEntry>> engineOptions) {
        this.file = file;
        this.values = values;
        this.lines = lines;
        this.engineOptions = engineOptions;
    }

    private record EngineOptionEntry(String value, int line) {
    }

    /** The prefix of the keys that set an engine's options: {@code engine.esper.someKey = value}. */
    public static final String ENGINE_OPTION_PREFIX = "engine.";

    public static PairsConfig read(Path file) {
        List<String> physical;
        try {
            physical = Files.readAllLines(file, StandardCharsets.ISO_8859_1);
        } catch (NoSuchFileException e) {
            throw InvalidInputException.in(file, "no such configuration file");
        } catch (IOException e) {
            throw InvalidInputException.in(file, "cannot read configuration file: " + InvalidInputException.reason(e));
        }
        Map<ConfigKey, String> values = new EnumMap<>(ConfigKey.class);
        Map<ConfigKey, Integer> lines = new EnumMap<>(ConfigKey.class);
        Map<String, Map<String, EngineOptionEntry>> engineOptions = new TreeMap<>();
        for (int i = 0; i < physical.size(); i++) {
            int lineNumber = i + 1;
            String line = stripLeading(physical.get(i));
            if (line.isEmpty() || line.charAt(0) == '#' || line.charAt(0) == '!') {
                continue;
            }
            StringBuilder logical = new StringBuilder(line);
            while (endsWithContinuation(logical) && i + 1 < physical.size()) {
                logical.setLength(logical.length() - 1);
                logical.append(stripLeading(physical.get(++i)));
            }
            parseEntry(file, lineNumber, logical.toString(), values, lines, engineOptions);
        }
        return new PairsConfig(file, values, lines, engineOptions);
    }

    private static void parseEntry(Path file, int lineNumber, String entry,
                                   Map<ConfigKey, String> values, Map<ConfigKey, Integer> lines,
                                   Map<String, Map<String, EngineOptionEntry>> engineOptions) {
        int separator = separatorIndex(entry);
        String rawKey = separator < 0 ? entry : entry.substring(0, separator);
        String key = unescape(file, lineNumber, rawKey.strip());
        String value = "";
        if (separator >= 0) {
            value = unescape(file, lineNumber, stripLeading(entry.substring(separator + 1))).strip();
        }
        if (key.startsWith(ENGINE_OPTION_PREFIX)) {
            parseEngineOption(file, lineNumber, key, value, engineOptions);
            return;
        }
        ConfigKey configKey = ConfigKey.byKey(key).orElseThrow(() -> InvalidInputException.at(file, lineNumber,
                "unknown key '" + key + "'" + suggestion(key)));
        if (values.containsKey(configKey)) {
            throw InvalidInputException.at(file, lineNumber,
                    "duplicate key '" + key + "' (first set on line " + lines.get(configKey) + ")");
        }
        check(file, lineNumber, configKey, value);
        values.put(configKey, value);
        lines.put(configKey, lineNumber);
    }

    private static void parseEngineOption(Path file, int lineNumber, String key, String value,
                                          Map<String, Map<String, EngineOptionEntry>> engineOptions) {
        String rest = key.substring(ENGINE_OPTION_PREFIX.length());
        int dot = rest.indexOf('.');
        if (dot <= 0 || dot == rest.length() - 1) {
            throw InvalidInputException.at(file, lineNumber, "engine option key '" + key
                    + "' must have the form engine.NAME.KEY");
        }
        Map<String, EngineOptionEntry> options = engineOptions.computeIfAbsent(
                rest.substring(0, dot).toLowerCase(java.util.Locale.ROOT), e -> new TreeMap<>());
        EngineOptionEntry previous = options.putIfAbsent(rest.substring(dot + 1), new EngineOptionEntry(value, lineNumber));
        if (previous != null) {
            throw InvalidInputException.at(file, lineNumber,
                    "duplicate key '" + key + "' (first set on line " + previous.line() + ")");
        }
    }

    /** The {@code engine.NAME.KEY} options the file sets for {@code engine}, by key. */
    public Map<String, String> engineOptions(String engine) {
        Map<String, String> out = new TreeMap<>();
        engineOptions.getOrDefault(engine.toLowerCase(java.util.Locale.ROOT), Map.of())
                .forEach((k, e) -> out.put(k, e.value()));
        return out;
    }

    /** "file:line: message" at the line that set option {@code key} of {@code engine}, or "file: message". */
    public InvalidInputException errorAtEngineOption(String engine, String key, String message) {
        EngineOptionEntry entry = engineOptions.getOrDefault(engine.toLowerCase(java.util.Locale.ROOT), Map.of())
                .get(key);
        return entry == null ? InvalidInputException.in(file, message) : InvalidInputException.at(file, entry.line(),
                message);
    }

    private static void check(Path file, int line, ConfigKey key, String value) {
        String problem = switch (key.type()) {
            case PATH -> value.isEmpty() ? "is empty" : pathProblem(value);
            case STRING -> value.isEmpty() ? "is empty" : null;
            case POSITIVE_INT -> {
                try {
                    yield Integer.parseInt(value) > 0 ? null : "must be a positive integer";
                } catch (NumberFormatException e) {
                    yield "must be a positive integer";
                }
            }
            case LONG -> {
                try {
                    Long.parseLong(value);
                    yield null;
                } catch (NumberFormatException e) {
                    yield "must be an integer";
                }
            }
            case BOOLEAN -> value.equals("true") || value.equals("false") ? null : "must be true or false";
        };
        if (problem == null && key == ConfigKey.ENGINE_PATH) {
            // Folders separated like PATH: a character no path can hold (NUL) is in one of them whatever the split.
            problem = pathProblem(value);
        }
        if (problem == null && key == ConfigKey.SCALE_FACTOR && Integer.parseInt(value) > ScaleFactor.MAX) {
            problem = "must be at most " + ScaleFactor.MAX;
        }
        if (problem != null) {
            throw InvalidInputException.at(file, line, key.key() + " " + problem + ", got '" + value + "'");
        }
    }

    /** Why this system cannot take {@code value} as a path (a NUL character, say), or null. */
    private static String pathProblem(String value) {
        try {
            Path.of(value);
            return null;
        } catch (InvalidPathException e) {
            return "is not a path: " + e.getReason();
        }
    }

    private static String suggestion(String key) {
        for (ConfigKey k : ConfigKey.values()) {
            if (k.key().equalsIgnoreCase(key)) {
                return "; did you mean '" + k.key() + "'?";
            }
        }
        return "";
    }

    /** First unescaped '=', ':' or whitespace, as java.util.Properties defines the key's end. */
    private static int separatorIndex(String entry) {
        for (int i = 0; i < entry.length(); i++) {
            char c = entry.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == '=' || c == ':') {
                return i;
            } else if (Character.isWhitespace(c)) {
                int j = i;
                while (j < entry.length() && Character.isWhitespace(entry.charAt(j))) {
                    j++;
                }
                return j < entry.length() && (entry.charAt(j) == '=' || entry.charAt(j) == ':') ? j : i;
            }
        }
        return -1;
    }

    private static boolean endsWithContinuation(CharSequence line) {
        int backslashes = 0;
        for (int i = line.length() - 1; i >= 0 && line.charAt(i) == '\\'; i--) {
            backslashes++;
        }
        return backslashes % 2 == 1;
    }

    private static String stripLeading(String s) {
        int i = 0;
        while (i < s.length() && (s.charAt(i) == ' ' || s.charAt(i) == '\t' || s.charAt(i) == '\f')) {
            i++;
        }
        return s.substring(i);
    }

    private static String unescape(Path file, int line, String s) {
        if (s.indexOf('\\') < 0) {
            return s;
        }
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\\' || i + 1 == s.length()) {
                out.append(c);
                continue;
            }
            char next = s.charAt(++i);
            switch (next) {
                case 't' -> out.append('\t');
                case 'n' -> out.append('\n');
                case 'r' -> out.append('\r');
                case 'f' -> out.append('\f');
                case 'u' -> {
                    try {
                        out.append((char) Integer.parseInt(s.substring(i + 1, i + 5), 16));
                    } catch (NumberFormatException | IndexOutOfBoundsException e) {
                        throw InvalidInputException.at(file, line, "malformed \\uXXXX escape");
                    }
                    i += 4;
                }
                default -> out.append(next);
            }
        }
        return out.toString();
    }

    public Path file() {
        return file;
    }

    public boolean has(ConfigKey key) {
        return values.containsKey(key);
    }

    /** The line a key was set on, for error messages about values that are valid alone but not together. */
    public OptionalInt lineOf(ConfigKey key) {
        Integer line = lines.get(key);
        return line == null ? OptionalInt.empty() : OptionalInt.of(line);
    }

    public Optional<String> string(ConfigKey key) {
        return Optional.ofNullable(values.get(key));
    }

    public Optional<Path> path(ConfigKey key) {
        requireType(key, ConfigKey.ValueType.PATH);
        return string(key).map(Path::of);
    }

    public OptionalInt positiveInt(ConfigKey key) {
        requireType(key, ConfigKey.ValueType.POSITIVE_INT);
        String v = values.get(key);
        return v == null ? OptionalInt.empty() : OptionalInt.of(Integer.parseInt(v));
    }

    public OptionalLong longValue(ConfigKey key) {
        requireType(key, ConfigKey.ValueType.LONG);
        String v = values.get(key);
        return v == null ? OptionalLong.empty() : OptionalLong.of(Long.parseLong(v));
    }

    public Optional<Boolean> bool(ConfigKey key) {
        requireType(key, ConfigKey.ValueType.BOOLEAN);
        return string(key).map(Boolean::parseBoolean);
    }

    /**
     * The value of {@code key} turned into what it names by {@code meaning} (an engine by its name, say); when
     * {@code meaning} refuses it with an InvalidInputException, the error is located at the line that set it.
     */
    public <T> Optional<T> string(ConfigKey key, Function<String, T> meaning) {
        return string(key).map(value -> {
            try {
                return meaning.apply(value);
            } catch (InvalidInputException e) {
                throw errorAt(key, e.getMessage());
            }
        });
    }

    /** An error about the value of {@code key}, located at the line that set it. */
    public InvalidInputException errorAt(ConfigKey key, String message) {
        Integer line = lines.get(key);
        return line == null ? InvalidInputException.in(file, message) : InvalidInputException.at(file, line, message);
    }

    /** Keys set in the file, in {@link ConfigKey} order. */
    public Map<ConfigKey, String> values() {
        return Collections.unmodifiableMap(values);
    }

    private static void requireType(ConfigKey key, ConfigKey.ValueType type) {
        if (key.type() != type) {
            throw new IllegalArgumentException(key.key() + " is a " + key.type() + ", not a " + type);
        }
    }
}
