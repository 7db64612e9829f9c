import Foundation

// Why this exists: Foundation on Linux lacks `localizedStandard`, which a sortable `Table` column uses.

#if !canImport(Darwin)
    extension String.StandardComparator {
        /// Foundation's localized standard string comparator, absent from Foundation on Linux: MiniUI's
        /// stands for it and compares lexically.
        public static var localizedStandard: String.StandardComparator { .lexical }
    }
#endif
