package dev.clauselens.core.config;

import dev.clauselens.core.error.InvalidConfigurationException;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** Reads settings from the environment: required ones must be set; for numbers, unset or blank keeps the default, anything else must parse. */
public final class Settings {
    private Settings() {
    }

    /** Refuses to start without these variables, naming the first one missing. */
    public static void require(Map<String, String> env, List<String> names) {
        for (String name : names) {
            if (env.get(name) == null || env.get(name).isBlank()) {
                throw new InvalidConfigurationException(name + " is required but not set (the SAM template sets it for the functions).");
            }
        }
    }

    public static <T extends Number> T number(Map<String, String> env, String name, Function<String, T> parse, T fallback) {
        String value = env.get(name);
        if (value == null || value.isBlank()) {
            return fallback;
        }
        try {
            return parse.apply(value.strip());
        } catch (NumberFormatException e) {
            throw new InvalidConfigurationException(name + " must be a number, not '" + value + "'", e);
        }
    }

    /** A share or threshold: a number from 0 to 1. */
    public static double fraction(Map<String, String> env, String name, double fallback) {
        double value = number(env, name, Double::parseDouble, fallback);
        if (!(value >= 0 && value <= 1)) {
            throw new InvalidConfigurationException(name + " must lie between 0 and 1, not " + value);
        }
        return value;
    }
}
