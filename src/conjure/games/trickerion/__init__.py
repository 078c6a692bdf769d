"""Trickerion: Legends of Illusion (Mindclash Games; Czech edition 2023). Work in progress: the package does
not expose ``RULES`` yet, so the registry does not offer the game; tests build it directly."""
