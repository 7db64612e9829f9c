import Foundation

#if !canImport(Darwin)
    extension String.StandardComparator {
        /// Foundation's localized standard string comparator, absent from Foundation on Linux: MiniUI's
        /// stands for it and compares lexically.
        public static var localizedStandard: String.StandardComparator { .lexical }
    }
#endif
