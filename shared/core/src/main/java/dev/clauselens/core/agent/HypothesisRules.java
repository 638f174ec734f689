package dev.clauselens.core.agent;

import dev.clauselens.core.taxonomy.Hypothesis;
import dev.clauselens.core.taxonomy.NliLabel;
import java.util.EnumMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Drafting conventions that settle a hypothesis without a model: phrases NDAs use to grant or deny
 * what each hypothesis states ("whether or not marked", "reverse engineer", "shall survive",
 * "return or destroy", "archival copy"). Written from general drafting practice, not from any
 * evaluation document. A contradicting phrase outranks an entailing one.
 */
final class HypothesisRules {
    private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;

    /** The phrases that point to each verdict of one hypothesis. */
    record Rule(Pattern entails, Pattern contradicts) {
        NliLabel match(String text) {
            if (contradicts != null && contradicts.matcher(text).find()) {
                return NliLabel.CONTRADICTION;
            }
            if (entails != null && entails.matcher(text).find()) {
                return NliLabel.ENTAILMENT;
            }
            return null;
        }
    }

    static final Map<Hypothesis, Rule> RULES = rules();

    private HypothesisRules() {
    }

    private static Map<Hypothesis, Rule> rules() {
        Map<Hypothesis, Rule> rules = new EnumMap<>(Hypothesis.class);
        rules.put(Hypothesis.NDA_1, rule(
            "(marked|labell?ed|stamped|designated|identified)\\s+(in writing\\s+)?(as\\s+)?[\"“']?(confidential|proprietary)"
                + "|(reduced to writing|summari[sz]ed in writing|confirmed in writing).{0,80}(confidential|within)",
            "whether or not (it is |such information is )?(marked|designated|identified|labell?ed)"
                + "|(regardless|irrespective) of whether.{0,60}(marked|designated|identified)"
                + "|(need not|does not need to|is not required to) be (marked|designated|identified)"));
        rules.put(Hypothesis.NDA_2, rule(null,
            "confidential information.{0,400}\\b(business|financial|commercial|marketing|customer|pricing|strategic)\\b"
                + "|\\b(business|financial|commercial|marketing)\\b.{0,200}confidential information"));
        rules.put(Hypothesis.NDA_3, rule(
            "\\b(oral(ly)?|verbal(ly)?|visual(ly)?|spoken)\\b", null));
        rules.put(Hypothesis.NDA_4, rule(
            "(solely|only|exclusively|strictly) for (the )?(purpose|evaluat|assess|consider|perform|negotiat)"
                + "|for no other purpose|not (to )?use.{0,80}(other than|except) (for )?(the|such|this) (purpose|evaluat)"
                + "|(other than|except) (for )?the (permitted )?purpose",
            "(may|is free to|shall be free to) use.{0,40}\\bfor any purpose"));
        rules.put(Hypothesis.NDA_5, rule(
            "\\b(employees|officers|staff|personnel)\\b.{0,120}(need to know|need-to-know|require|necessary)"
                + "|(need to know|need-to-know).{0,120}\\b(employees|officers|staff|personnel)\\b", null));
        rules.put(Hypothesis.NDA_7, rule(
            "\\b(advis[eo]rs?|consultants?|agents|contractors|attorneys|lawyers|accountants|auditors|bankers|"
                + "financing sources|representatives)\\b.{0,160}(need to know|need-to-know|bound by|obligations of confidentiality)"
                + "|(need to know|need-to-know).{0,160}\\b(advis[eo]rs|consultants|agents|contractors|representatives)\\b", null));
        rules.put(Hypothesis.NDA_8, rule(
            "(required|compelled|requested|obliged) (to disclose )?.{0,40}(by|under|pursuant to) .{0,40}"
                + "(law|court|subpoena|order|regulat|legal process|governmental).{0,300}(notify|notice|inform|advise)"
                + "|(notify|notice|inform|advise).{0,200}(required|compelled) (by|under) .{0,30}(law|court|order|subpoena)", null));
        rules.put(Hypothesis.NDA_10, rule(
            "(existence|terms|fact|content|nature) of (this|the) agreement"
                + "|fact that .{0,60}(discussions|negotiations|evaluation|transaction)"
                + "|(discussions|negotiations) (are|have been) (taking place|held|occurring)", null));
        rules.put(Hypothesis.NDA_11, rule("reverse[- ]?engineer|decompil|disassembl", null));
        rules.put(Hypothesis.NDA_12, rule(
            "independently develop|developed independently|independent(ly)? (of|from) .{0,40}(disclosure|confidential)"
                + "|independent development", null));
        rules.put(Hypothesis.NDA_13, rule(
            "(received|obtained|acquired|disclosed to (it|the recipient)).{0,80}from (a |any )?third part(y|ies)"
                + "|(rightfully|lawfully|legally) (received|obtained|acquired)", null));
        rules.put(Hypothesis.NDA_15, rule(
            "no (license|licence|rights?) .{0,60}(is |are |shall be )?(granted|conveyed|implied|given)"
                + "|(nothing|not) .{0,80}(grant|granting|confer|conferring|be (deemed|construed) as).{0,60}(license|licence|right|title)",
            null));
        // The hypothesis is about returning or destroying "upon the termination": the clause must say when.
        rules.put(Hypothesis.NDA_16, rule(
            "(\\breturn|\\bdestr).{0,200}(terminat|expir|end of (this|the) agreement|conclusion|completion)"
                + "|(terminat|expir|end of (this|the) agreement|conclusion|completion).{0,200}(\\breturn|\\bdestr)",
            null));
        rules.put(Hypothesis.NDA_17, rule(
            "(copies|reproductions) .{0,80}(shall|must|will) (bear|contain|include|reproduce)|(may|permitted to) (make|reproduce) .{0,40}cop(y|ies)"
                + "|(except|other than) .{0,60}(copies|copy|reproduc)",
            "(shall|will|may) not .{0,30}(copy|reproduce|duplicate)\\b(?!.{0,80}(except|other than|unless))"));
        rules.put(Hypothesis.NDA_18, rule("\\bsolicit|\\bentice|\\binduce .{0,40}(employee|personnel|leave)", null));
        rules.put(Hypothesis.NDA_19, rule(
            "\\bsurviv|(continue|remain) in (full )?(force|effect).{0,80}(after|following|notwithstanding|beyond)"
                + "|(termination|expiration|expiry).{0,80}(shall not|will not|does not) (relieve|affect|release)"
                + "|for a period of .{0,40}(after|following) .{0,30}(termination|expir|the date)", null));
        rules.put(Hypothesis.NDA_20, rule(
            "(may|entitled to|permitted to|right to) (retain|keep) .{0,120}(cop(y|ies)|archiv|record|backup|back-up)"
                + "|\\barchival\\b|(backup|back-up) (tapes|systems|copies|media)|retain.{0,60}(required by|as required|comply with) .{0,20}(law|regulat)",
            "(shall|will|may) not (retain|keep) (any )?(cop|part|portion)"));
        return rules;
    }

    private static Rule rule(String entails, String contradicts) {
        return new Rule(entails == null ? null : Pattern.compile(entails, FLAGS),
            contradicts == null ? null : Pattern.compile(contradicts, FLAGS));
    }
}
