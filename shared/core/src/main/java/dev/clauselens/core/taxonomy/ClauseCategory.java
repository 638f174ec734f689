package dev.clauselens.core.taxonomy;

import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The clause categories ClauseLens classifies into: CUAD's 41 categories and the categories
 * particular to NDAs. {@link #id()} is the stable identifier used in storage and APIs.
 */
public enum ClauseCategory {
    DOCUMENT_NAME(CategoryGroup.CUAD, "Document Name", "Document Name"),
    PARTIES(CategoryGroup.CUAD, "Parties", "Parties"),
    AGREEMENT_DATE(CategoryGroup.CUAD, "Agreement Date", "Agreement Date"),
    EFFECTIVE_DATE(CategoryGroup.CUAD, "Effective Date", "Effective Date"),
    EXPIRATION_DATE(CategoryGroup.CUAD, "Expiration Date", "Expiration Date"),
    RENEWAL_TERM(CategoryGroup.CUAD, "Renewal Term", "Renewal Term"),
    NOTICE_PERIOD_TO_TERMINATE_RENEWAL(CategoryGroup.CUAD, "Notice Period to Terminate Renewal", "Notice Period To Terminate Renewal"),
    GOVERNING_LAW(CategoryGroup.CUAD, "Governing Law", "Governing Law"),
    MOST_FAVORED_NATION(CategoryGroup.CUAD, "Most Favored Nation", "Most Favored Nation"),
    NON_COMPETE(CategoryGroup.CUAD, "Non-Compete", "Non-Compete"),
    EXCLUSIVITY(CategoryGroup.CUAD, "Exclusivity", "Exclusivity"),
    NO_SOLICIT_OF_CUSTOMERS(CategoryGroup.CUAD, "No-Solicit of Customers", "No-Solicit Of Customers"),
    COMPETITIVE_RESTRICTION_EXCEPTION(CategoryGroup.CUAD, "Competitive Restriction Exception", "Competitive Restriction Exception"),
    NO_SOLICIT_OF_EMPLOYEES(CategoryGroup.CUAD, "No-Solicit of Employees", "No-Solicit Of Employees"),
    NON_DISPARAGEMENT(CategoryGroup.CUAD, "Non-Disparagement", "Non-Disparagement"),
    TERMINATION_FOR_CONVENIENCE(CategoryGroup.CUAD, "Termination for Convenience", "Termination For Convenience"),
    ROFR_ROFO_ROFN(CategoryGroup.CUAD, "Rofr/Rofo/Rofn", "Rofr/Rofo/Rofn"),
    CHANGE_OF_CONTROL(CategoryGroup.CUAD, "Change of Control", "Change Of Control"),
    ANTI_ASSIGNMENT(CategoryGroup.CUAD, "Anti-Assignment", "Anti-Assignment"),
    REVENUE_PROFIT_SHARING(CategoryGroup.CUAD, "Revenue/Profit Sharing", "Revenue/Profit Sharing"),
    PRICE_RESTRICTIONS(CategoryGroup.CUAD, "Price Restrictions", "Price Restrictions"),
    MINIMUM_COMMITMENT(CategoryGroup.CUAD, "Minimum Commitment", "Minimum Commitment"),
    VOLUME_RESTRICTION(CategoryGroup.CUAD, "Volume Restriction", "Volume Restriction"),
    IP_OWNERSHIP_ASSIGNMENT(CategoryGroup.CUAD, "IP Ownership Assignment", "Ip Ownership Assignment"),
    JOINT_IP_OWNERSHIP(CategoryGroup.CUAD, "Joint IP Ownership", "Joint Ip Ownership"),
    LICENSE_GRANT(CategoryGroup.CUAD, "License Grant", "License Grant"),
    NON_TRANSFERABLE_LICENSE(CategoryGroup.CUAD, "Non-Transferable License", "Non-Transferable License"),
    AFFILIATE_LICENSE_LICENSOR(CategoryGroup.CUAD, "Affiliate License-Licensor", "Affiliate License-Licensor"),
    AFFILIATE_LICENSE_LICENSEE(CategoryGroup.CUAD, "Affiliate License-Licensee", "Affiliate License-Licensee"),
    UNLIMITED_ALL_YOU_CAN_EAT_LICENSE(CategoryGroup.CUAD, "Unlimited/All-You-Can-Eat-License", "Unlimited/All-You-Can-Eat-License"),
    IRREVOCABLE_OR_PERPETUAL_LICENSE(CategoryGroup.CUAD, "Irrevocable or Perpetual License", "Irrevocable Or Perpetual License"),
    SOURCE_CODE_ESCROW(CategoryGroup.CUAD, "Source Code Escrow", "Source Code Escrow"),
    POST_TERMINATION_SERVICES(CategoryGroup.CUAD, "Post-Termination Services", "Post-Termination Services"),
    AUDIT_RIGHTS(CategoryGroup.CUAD, "Audit Rights", "Audit Rights"),
    UNCAPPED_LIABILITY(CategoryGroup.CUAD, "Uncapped Liability", "Uncapped Liability"),
    CAP_ON_LIABILITY(CategoryGroup.CUAD, "Cap on Liability", "Cap On Liability"),
    LIQUIDATED_DAMAGES(CategoryGroup.CUAD, "Liquidated Damages", "Liquidated Damages"),
    WARRANTY_DURATION(CategoryGroup.CUAD, "Warranty Duration", "Warranty Duration"),
    INSURANCE(CategoryGroup.CUAD, "Insurance", "Insurance"),
    COVENANT_NOT_TO_SUE(CategoryGroup.CUAD, "Covenant Not to Sue", "Covenant Not To Sue"),
    THIRD_PARTY_BENEFICIARY(CategoryGroup.CUAD, "Third Party Beneficiary", "Third Party Beneficiary"),
    CONFIDENTIAL_INFORMATION_DEFINITION(CategoryGroup.NDA, "Definition of Confidential Information", null),
    PURPOSE_LIMITATION(CategoryGroup.NDA, "Purpose Limitation", null),
    PERMITTED_DISCLOSURE(CategoryGroup.NDA, "Permitted Disclosure", null),
    COMPELLED_DISCLOSURE(CategoryGroup.NDA, "Compelled Disclosure", null),
    STANDARD_OF_CARE(CategoryGroup.NDA, "Standard of Care", null),
    RETURN_OR_DESTRUCTION(CategoryGroup.NDA, "Return or Destruction", null),
    TERM_AND_SURVIVAL(CategoryGroup.NDA, "Term and Survival", null),
    STANDARD_EXCEPTIONS(CategoryGroup.NDA, "Standard Exceptions", null),
    NO_LICENSE(CategoryGroup.NDA, "No Licence", null),
    REMEDIES(CategoryGroup.NDA, "Remedies and Injunctive Relief", null),
    NON_SOLICITATION(CategoryGroup.NDA, "Non-Solicitation", null),
    RESIDUALS(CategoryGroup.NDA, "Residuals", null),
    NO_WARRANTY(CategoryGroup.NDA, "No Warranty", null),
    NO_OBLIGATION(CategoryGroup.NDA, "No Obligation to Proceed", null),
    CONFIDENTIALITY_OF_AGREEMENT(CategoryGroup.NDA, "Confidentiality of the Agreement", null),
    NO_REVERSE_ENGINEERING(CategoryGroup.NDA, "No Reverse Engineering", null),
    DATA_PROTECTION(CategoryGroup.NDA, "Data Protection", null),
    EXPORT_CONTROL(CategoryGroup.NDA, "Export Control", null),
    SECURITIES_TRADING(CategoryGroup.NDA, "Securities Trading", null),
    ENTIRE_AGREEMENT(CategoryGroup.NDA, "Entire Agreement", null),
    NOTICES(CategoryGroup.NDA, "Notices", null),
    CONFIDENTIALITY_OBLIGATION(CategoryGroup.NDA, "Confidentiality Obligations", null),
    JURISDICTION(CategoryGroup.NDA, "Jurisdiction and Disputes", null),
    INDEMNITY(CategoryGroup.NDA, "Indemnity", null),
    PREAMBLE(CategoryGroup.GENERAL, "Preamble and Recitals", null),
    DEFINITIONS(CategoryGroup.GENERAL, "Other Definitions", null),
    GENERAL_PROVISIONS(CategoryGroup.GENERAL, "General Provisions", null);

    private static final Map<String, ClauseCategory> BY_ID = Arrays.stream(values())
        .collect(Collectors.toUnmodifiableMap(ClauseCategory::id, Function.identity()));
    private static final Map<String, ClauseCategory> BY_CUAD_LABEL = Arrays.stream(values())
        .filter(category -> category.cuadLabel != null)
        .collect(Collectors.toUnmodifiableMap(category -> normalise(category.cuadLabel), Function.identity()));

    private final CategoryGroup group;
    private final String displayName;
    private final String cuadLabel;

    ClauseCategory(CategoryGroup group, String displayName, String cuadLabel) {
        this.group = group;
        this.displayName = displayName;
        this.cuadLabel = cuadLabel;
    }

    /** Lower-case, hyphenated: {@code cap-on-liability}, {@code term-and-survival}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public CategoryGroup group() {
        return group;
    }

    /**
     * Whether the Risk Scorer rates clauses of this category: not the preamble, recitals, definitions
     * of terms other than Confidential Information, general provisions, or the cover facts (name, parties, dates).
     */
    public boolean rated() {
        return group != CategoryGroup.GENERAL && this != DOCUMENT_NAME && this != PARTIES && this != AGREEMENT_DATE
            && this != EFFECTIVE_DATE && this != NOTICES;
    }

    public String displayName() {
        return displayName;
    }

    public static Optional<ClauseCategory> fromId(String id) {
        return Optional.ofNullable(BY_ID.get(id));
    }

    /** The category of a CUAD question id suffix such as {@code Cap On Liability}, in any letter case. */
    public static Optional<ClauseCategory> fromCuadLabel(String label) {
        return Optional.ofNullable(BY_CUAD_LABEL.get(normalise(label)));
    }

    private static String normalise(String label) {
        return label.strip().toLowerCase(Locale.ROOT);
    }
}
