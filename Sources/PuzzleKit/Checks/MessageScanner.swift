/// The text rewrites a fingerprint makes of every line of a verdict, written out by hand: with regular expressions,
/// starting the pattern engine was a tenth of a recorded verdict's time. Each function does what the regular
/// expression in its comment does (ICU's meaning of `\s` and `\d`: Unicode white space and decimal digits);
/// `FingerprintTests` compares them with those expressions.
enum MessageScanner {
    /// `'[^']*'` → `'_'` (with `"'"`), or the same with backticks.
    static func replacingQuoted(_ text: String, quote: Unicode.Scalar) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == quote, let close = scalars[(index + 1)...].firstIndex(of: quote) {
                result.append(quote)
                result.append("_")
                result.append(quote)
                index = close + 1
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }

    /// `0x[0-9a-fA-F]+` → `0x_`.
    static func replacingAddresses(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == "0", index + 2 < scalars.count, scalars[index + 1] == "x",
                isHexDigit(scalars[index + 2])
            {
                result.append(contentsOf: "0x_".unicodeScalars)
                index += 2
                while index < scalars.count, isHexDigit(scalars[index]) { index += 1 }
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }

    /// `[^\s'"]*\.swift(:\d+)*` → `<file>`: in a run of characters that are not white space or quotes, everything up
    /// to its last `.swift`, and the `:line:column` after it.
    static func replacingFileLocations(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        let suffix = Array(".swift".unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            guard isPathCharacter(scalars[index]) else {
                result.append(scalars[index])
                index += 1
                continue
            }
            var end = index
            while end < scalars.count, isPathCharacter(scalars[end]) { end += 1 }
            let lastSuffix = stride(from: end - suffix.count, through: index, by: -1).first { start in
                Array(scalars[start..<start + suffix.count]) == suffix
            }
            guard let lastSuffix else {
                result.append(contentsOf: scalars[index..<end])
                index = end
                continue
            }
            result.append(contentsOf: "<file>".unicodeScalars)
            index = lastSuffix + suffix.count
            while index + 1 < scalars.count, scalars[index] == ":", isDecimalDigit(scalars[index + 1]) {
                index += 1
                while index < scalars.count, isDecimalDigit(scalars[index]) { index += 1 }
            }
        }
        return String(result)
    }

    /// `\s+` → one space.
    static func collapsingWhiteSpace(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var inSpace = false
        for scalar in text.unicodeScalars {
            if isWhiteSpace(scalar) {
                if !inSpace { result.append(" ") }
                inSpace = true
            } else {
                result.append(scalar)
                inSpace = false
            }
        }
        return String(result)
    }

    /// Whether a mark's failure is one of the bare ones ``Fingerprint/isBare(_:)`` lists:
    /// `^(timedOut|printedTooMuch)$`, `^crashed: (stackOverflow|SIG[A-Z0-9]+|\d+)$`, `^exited: -?\d+$`,
    /// `^(doesNotCompile|verificationFailed): none$`, `^(misuseAccepted|otherError|refusedForAnotherReason): lines \?$`.
    static func isBareFailure(_ failure: Substring) -> Bool {
        if ["timedOut", "printedTooMuch"].contains(failure) { return true }
        for prefix in ["doesNotCompile", "verificationFailed"] where failure == prefix + ": none" { return true }
        for prefix in ["misuseAccepted", "otherError", "refusedForAnotherReason"] where failure == prefix + ": lines ?"
        {
            return true
        }
        if failure.hasPrefix("crashed: ") {
            let rest = failure.dropFirst("crashed: ".count)
            if rest == "stackOverflow" { return true }
            if rest.hasPrefix("SIG"), rest.count > 3,
                rest.dropFirst(3).unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("0"..."9").contains($0) })
            {
                return true
            }
            return isDecimalNumber(rest)
        }
        if failure.hasPrefix("exited: ") {
            let rest = failure.dropFirst("exited: ".count)
            return isDecimalNumber(rest.hasPrefix("-") ? rest.dropFirst() : rest)
        }
        return false
    }

    /// ICU's `\s`: Unicode's White_Space property.
    private static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isWhitespace }

    private static func isDecimalNumber(_ text: Substring) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy(isDecimalDigit)
    }

    private static func isDecimalDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .decimalNumber
    }

    private static func isHexDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar) || ("a"..."f").contains(scalar) || ("A"..."F").contains(scalar)
    }

    private static func isPathCharacter(_ scalar: Unicode.Scalar) -> Bool {
        !isWhiteSpace(scalar) && scalar != "'" && scalar != "\""
    }
}
