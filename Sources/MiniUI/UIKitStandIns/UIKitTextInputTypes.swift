import Foundation

/// The semantic meaning of a text input area (UIKit's type, which SwiftUI code on iOS sees
/// through `import SwiftUI`).
public struct UITextContentType: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    public static let addressState = UITextContentType(rawValue: "addressState")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let countryName = UITextContentType(rawValue: "countryName")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
}

/// The type of keyboard to display for a given text-based view: UIKit's, which SwiftUI code on iOS
/// uses through `import SwiftUI`. MiniUI carries its common cases.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
}

// Modifiers SwiftUI deprecated in favour of newer ones, still common in older code. Annotations, as
// written.

/// The type of autocapitalization for a text field (UIKit's, which SwiftUI code on iOS sees through
/// `import SwiftUI`).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}
